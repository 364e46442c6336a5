import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { glyph, glyphHeight, glyphWidth } from './bitmapFont';

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). */
export const captchaAlphabet = 'ACDEFGHJKMNPQRTUVWXY34679';
export const captchaLength = 4;

const width = 120;
const height = 40;
const scale = 4;

export function randomCaptchaAnswer(): string {
  return Array.from({ length: captchaLength }, () => captchaAlphabet[randomInt(captchaAlphabet.length)]).join('');
}

type Colour = readonly [number, number, number];

function setPixel(png: PNG, x: number, y: number, [r, g, b]: Colour): void {
  if (x < 0 || y < 0 || x >= png.width || y >= png.height) return;
  const at = (png.width * y + x) * 4;
  png.data[at] = r;
  png.data[at + 1] = g;
  png.data[at + 2] = b;
  png.data[at + 3] = 255;
}

function line(png: PNG, x0: number, y0: number, x1: number, y1: number, colour: Colour): void {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
  for (let i = 0; i <= steps; i++) {
    setPixel(png, Math.round(x0 + ((x1 - x0) * i) / steps), Math.round(y0 + ((y1 - y0) * i) / steps), colour);
  }
}

const darkColour = (): Colour => [randomInt(10, 110), randomInt(10, 110), randomInt(60, 150)];
const lightColour = (): Colour => [randomInt(120, 210), randomInt(120, 210), randomInt(120, 210)];

/** The captcha picture: the answer in scaled, jittered glyphs over a pale background, crossed by noise. */
export function drawCaptcha(answer: string): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) setPixel(png, x, y, [245, 247, 250]);
  for (let i = 0; i < 120; i++) setPixel(png, randomInt(width), randomInt(height), lightColour());

  const cell = Math.floor(width / answer.length);
  [...answer].forEach((char, index) => {
    const colour = darkColour();
    const left = index * cell + randomInt(2, Math.max(3, cell - glyphWidth * scale - 1));
    const top = randomInt(2, Math.max(3, height - glyphHeight * scale - 1));
    const slant = randomInt(-2, 3) / 10;
    glyph(char).forEach((row, gy) =>
      row.forEach((lit, gx) => {
        if (!lit) return;
        const shift = Math.round((glyphHeight - gy) * scale * slant);
        for (let dy = 0; dy < scale; dy++) {
          for (let dx = 0; dx < scale; dx++)
            setPixel(png, left + gx * scale + dx + shift, top + gy * scale + dy, colour);
        }
      }),
    );
  });

  for (let i = 0; i < 5; i++) {
    line(
      png,
      randomInt(width),
      randomInt(height),
      randomInt(width),
      randomInt(height),
      i < 2 ? darkColour() : lightColour(),
    );
  }
  for (let i = 0; i < 60; i++) setPixel(png, randomInt(width), randomInt(height), darkColour());
  return PNG.sync.write(png);
}
