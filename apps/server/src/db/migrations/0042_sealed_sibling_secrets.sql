-- The siblings' shared secrets are stored sealed (`sm4:` and the SM4 ciphertext under PERSONAL_DATA_KEY, hex with its
-- IV), which is longer than the clear secret: a 128-character secret seals to 324 characters. The server seals any
-- clear value at start (docs/security.md).
ALTER TABLE sibling_platform ALTER COLUMN sign_secret TYPE varchar(512);
