/**
 * Code 128 bar patterns (ISO/IEC 15417), values 0..106: 1 is a dark module, 0 a light one. 106 is the stop pattern
 * with its final bar.
 */
const patterns = `
  11011001100 11001101100 11001100110 10010011000 10010001100 10001001100 10011001000 10011000100 10001100100
  11001001000 11001000100 11000100100 10110011100 10011011100 10011001110 10111001100 10011101100 10011100110
  11001110010 11001011100 11001001110 11011100100 11001110100 11101101110 11101001100 11100101100 11100100110
  11101100100 11100110100 11100110010 11011011000 11011000110 11000110110 10100011000 10001011000 10001000110
  10110001000 10001101000 10001100010 11010001000 11000101000 11000100010 10110111000 10110001110 10001101110
  10111011000 10111000110 10001110110 11101110110 11010001110 11000101110 11011101000 11011100010 11011101110
  11101011000 11101000110 11100010110 11101101000 11101100010 11100011010 11101111010 11001000010 11110001010
  10100110000 10100001100 10010110000 10010000110 10000101100 10000100110 10110010000 10110000100 10011010000
  10011000010 10000110100 10000110010 11000010010 11001010000 11110111010 11000010100 10001111010 10100111100
  10010111100 10010011110 10111100100 10011110100 10011110010 11110100100 11110010100 11110010010 11011011110
  11011110110 11110110110 10101111000 10100011110 10001011110 10111101000 10111100010 11110101000 11110100010
  10111011110 10111101110 11101011110 11110101110 11010000100 11010010000 11010011100 1100011101011`
  .trim()
  .split(/\s+/);

export const code128 = { codeC: 99, codeB: 100, startB: 104, startC: 105, stop: 106 } as const;

export function code128Pattern(value: number): string {
  const pattern = patterns[value];
  if (pattern === undefined) throw new Error(`no Code 128 value ${value}`);
  return pattern;
}

/**
 * The symbol values of a text (printable ASCII): code set B, switching to code set C for a trailing run of an even
 * number (at least four) of digits, then the check value and stop.
 */
export function code128Values(text: string): number[] {
  if (!/^[\x20-\x7e]+$/.test(text)) throw new Error('Code 128 text must be printable ASCII');
  const digitRun = /\d+$/.exec(text)?.[0] ?? '';
  const runLength = digitRun.length >= 4 ? digitRun.length - (digitRun.length % 2) : 0;
  const head = text.slice(0, text.length - runLength);
  const tail = text.slice(text.length - runLength);
  const values: number[] = [];
  if (head.length === 0) values.push(code128.startC);
  else {
    values.push(code128.startB);
    for (const char of head) values.push(char.charCodeAt(0) - 32);
    if (tail.length > 0) values.push(code128.codeC);
  }
  for (let i = 0; i < tail.length; i += 2) values.push(Number(tail.slice(i, i + 2)));
  const check = values.reduce((sum, value, position) => sum + value * Math.max(1, position), 0) % 103;
  values.push(check, code128.stop);
  return values;
}

/** The full module sequence (without quiet zones) of a text. */
export function code128Modules(text: string): string {
  return code128Values(text).map(code128Pattern).join('');
}

/** Reads a module sequence back into text (for checks): the inverse of code128Modules. */
export function decodeCode128(modules: string): string {
  const values: number[] = [];
  for (let at = 0; at < modules.length;) {
    const isStop = modules.startsWith(code128Pattern(code128.stop), at);
    const width = isStop ? 13 : 11;
    const value = patterns.indexOf(modules.slice(at, at + width));
    if (value < 0) throw new Error(`unknown Code 128 pattern at module ${at}`);
    values.push(value);
    at += width;
  }
  if (values.pop() !== code128.stop) throw new Error('missing stop pattern');
  const check = values.pop();
  const sum = values.reduce((total, value, position) => total + value * Math.max(1, position), 0) % 103;
  if (check !== sum) throw new Error('Code 128 check value mismatch');
  let set: 'B' | 'C' = values[0] === code128.startC ? 'C' : 'B';
  let text = '';
  for (const value of values.slice(1)) {
    if (value === code128.codeC) set = 'C';
    else if (value === code128.codeB) set = 'B';
    else text += set === 'C' ? String(value).padStart(2, '0') : String.fromCharCode(value + 32);
  }
  return text;
}
