import { PNG } from 'pngjs';
import { glyph, glyphWidth, textWidth } from '../../platform/bitmapFont';
import { code128Modules } from './code128';

type Color = readonly [number, number, number];

export const colors = {
  white: [255, 255, 255],
  black: [20, 20, 20],
  paper: [250, 248, 240],
  steel: [92, 98, 106],
  light: [214, 218, 222],
  red: [190, 40, 40],
  shadow: [60, 64, 70],
} as const satisfies Record<string, Color>;

/** A small RGB drawing surface that encodes to PNG with pngjs. */
export class Canvas {
  private readonly png: PNG;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Color,
  ) {
    this.png = new PNG({ width, height, colorType: 6 });
    this.fillRect(0, 0, width, height, background);
  }

  fillRect(x: number, y: number, w: number, h: number, color: Color): void {
    const x0 = Math.max(0, Math.round(x));
    const y0 = Math.max(0, Math.round(y));
    const x1 = Math.min(this.width, Math.round(x + w));
    const y1 = Math.min(this.height, Math.round(y + h));
    const data = this.png.data;
    for (let row = y0; row < y1; row++) {
      for (let col = x0; col < x1; col++) {
        const at = (row * this.width + col) * 4;
        data[at] = color[0];
        data[at + 1] = color[1];
        data[at + 2] = color[2];
        data[at + 3] = 255;
      }
    }
  }

  /** A rectangular outline of the given line thickness. */
  frame(x: number, y: number, w: number, h: number, thickness: number, color: Color): void {
    this.fillRect(x, y, w, thickness, color);
    this.fillRect(x, y + h - thickness, w, thickness, color);
    this.fillRect(x, y, thickness, h, color);
    this.fillRect(x + w - thickness, y, thickness, h, color);
  }

  text(text: string, x: number, y: number, scale: number, color: Color): void {
    let left = x;
    for (const char of text) {
      glyph(char).forEach((row, r) =>
        row.forEach((lit, c) => {
          if (lit) this.fillRect(left + c * scale, y + r * scale, scale, scale, color);
        }),
      );
      left += (glyphWidth + 1) * scale;
    }
  }

  centredText(text: string, centreX: number, y: number, scale: number, color: Color): void {
    this.text(text, Math.round(centreX - textWidth(text, scale) / 2), y, scale, color);
  }

  /** A Code 128 symbol, each module `module` pixels wide; returns its width. */
  barcode(text: string, x: number, y: number, module: number, height: number): number {
    const modules = code128Modules(text);
    for (let i = 0; i < modules.length; i++) {
      if (modules[i] === '1') this.fillRect(x + i * module, y, module, height, colors.black);
    }
    return modules.length * module;
  }

  toPng(): Uint8Array {
    return new Uint8Array(PNG.sync.write(this.png, { colorType: 6, deflateLevel: 6, filterType: 2 }));
  }
}

export interface PictureSubject {
  barcode: string;
  areaCode: string;
  spec: string;
  serialNumber: string;
  makeMonth: string;
  vendorCode: string;
  pressure: number;
  volume: number;
  tare: number;
  /** Body colour of the cylinder (by medium). */
  body: Color;
}

/** Archive picture 1: the barcode label as fixed on the cylinder, framed, with its digits under the bars. */
export function labelPicture(subject: PictureSubject): Uint8Array {
  const modules = code128Modules(subject.barcode).length;
  const module = 2;
  const width = modules * module + 80;
  const canvas = new Canvas(width, 220, colors.paper);
  canvas.frame(4, 4, width - 8, 212, 3, colors.black);
  canvas.frame(12, 12, width - 24, 196, 1, colors.black);
  canvas.centredText(`GAS CYLINDER ${subject.areaCode}`, width / 2, 24, 2, colors.red);
  canvas.barcode(subject.barcode, 40, 54, module, 96);
  canvas.centredText(subject.barcode, width / 2, 160, 3, colors.black);
  canvas.centredText(`SPEC ${subject.spec}`, width / 2, 190, 1, colors.black);
  return canvas.toPng();
}

/** Archive picture 2: the whole cylinder, its body coloured by medium, with the label on it. */
export function cylinderPicture(subject: PictureSubject): Uint8Array {
  const canvas = new Canvas(320, 440, colors.light);
  const centre = 160;
  canvas.fillRect(0, 400, 320, 40, colors.shadow);
  canvas.fillRect(centre - 18, 24, 36, 26, colors.steel);
  canvas.fillRect(centre - 30, 16, 60, 10, colors.steel);
  for (let y = 50; y < 400; y++) {
    const top = Math.min(1, (y - 50) / 40);
    const bottom = Math.min(1, (400 - y) / 18);
    const half = Math.round(90 * Math.sqrt(Math.min(top, bottom) * (2 - Math.min(top, bottom))));
    canvas.fillRect(centre - half, y, half * 2, 1, subject.body);
  }
  canvas.fillRect(centre - 86, 392, 172, 8, colors.steel);
  canvas.fillRect(centre - 78, 170, 156, 92, colors.paper);
  canvas.frame(centre - 78, 170, 156, 92, 2, colors.black);
  canvas.barcode(subject.barcode, centre - 68, 180, 1, 52);
  canvas.centredText(subject.barcode, centre, 242, 1, colors.black);
  canvas.centredText(subject.spec, centre, 300, 2, colors.black);
  return canvas.toPng();
}

/** Supplemental photo: the stamped nameplate near the valve, showing serial number, make date and ratings. */
export function nameplatePicture(subject: PictureSubject): Uint8Array {
  const canvas = new Canvas(420, 260, colors.steel);
  canvas.frame(6, 6, 408, 248, 4, colors.shadow);
  canvas.fillRect(330, 30, 50, 40, colors.light);
  canvas.fillRect(345, 70, 20, 30, colors.light);
  canvas.fillRect(320, 100, 70, 12, colors.light);
  const lines = [
    `S/N ${subject.serialNumber}`,
    `MFG ${subject.makeMonth}`,
    `SPEC ${subject.spec}`,
    `WP ${subject.pressure.toFixed(1)} MPA`,
    `V ${subject.volume} L  TW ${subject.tare.toFixed(1)} KG`,
    `MAKER ${subject.vendorCode}`,
  ];
  lines.forEach((line, i) => canvas.text(line, 24, 24 + i * 36, 3, colors.white));
  return canvas.toPng();
}
