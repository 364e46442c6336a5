import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../schema';
import type { CylinderPlan } from './cylinderPlans';
import { formatDay, isoInstant } from './dates';
import { demoAreaCode } from './demoCity';
import { cylinderPicture, labelPicture, nameplatePicture, type PictureSubject } from './pictures';

/** Body colours by medium, after the national colour marking of gas cylinders. */
const bodyColors: Record<string, readonly [number, number, number]> = {
  液化石油气: [170, 172, 176],
  二甲醚: [170, 172, 176],
  氧气: [96, 160, 220],
  氮气: [40, 40, 40],
  氩气: [150, 150, 150],
  二氧化碳: [185, 188, 192],
  溶解乙炔: [245, 245, 245],
  混合气: [150, 150, 150],
  压缩天然气: [200, 200, 205],
  液化天然气: [225, 225, 230],
};

function subjectOf(plan: CylinderPlan): PictureSubject {
  return {
    barcode: plan.barcode,
    areaCode: demoAreaCode,
    spec: plan.spec.name,
    serialNumber: plan.serialNumber,
    makeMonth: formatDay(plan.makeDay).slice(0, 7),
    vendorCode: plan.vendor.code,
    pressure: plan.spec.pressure,
    volume: plan.spec.volume,
    tare: plan.spec.tare,
    body: bodyColors[plan.medium.name] ?? [170, 172, 176],
  };
}

interface PendingImage {
  cylinderId: number;
  kind: 1 | 2;
  name: string;
  sha256: string;
  uploadedAt: string;
}

/**
 * Draws two archive pictures (label and whole cylinder) and one supplemental photo (nameplate) for each cylinder
 * that gets pictures, stores each file once by content hash and links it to the cylinder. Returns the file count.
 */
export async function insertImages(
  db: Kysely<DatabaseSchema>,
  plans: readonly CylinderPlan[],
  cylinderIds: Map<string, number>,
): Promise<{ files: number; images: number }> {
  const files = new Map<string, Uint8Array>();
  const created = new Map<string, string>();
  const pending: PendingImage[] = [];
  for (const plan of plans) {
    const cylinderId = cylinderIds.get(plan.barcode);
    if (!plan.withImages || cylinderId === undefined) continue;
    const subject = subjectOf(plan);
    const pictures: [1 | 2, string, Uint8Array, number][] = [
      [1, '建档照片1.png', labelPicture(subject), plan.recordTime],
      [1, '建档照片2.png', cylinderPicture(subject), plan.recordTime],
      [2, '补充照片1.png', nameplatePicture(subject), plan.lastModifyTime],
    ];
    for (const [kind, name, content, at] of pictures) {
      const sha256 = createHash('sha256').update(content).digest('hex');
      const uploadedAt = isoInstant(at);
      if (!files.has(sha256)) {
        files.set(sha256, content);
        created.set(sha256, uploadedAt);
      }
      pending.push({ cylinderId, kind, name, sha256, uploadedAt });
    }
  }

  const fileIds = new Map<string, number>();
  const entries = [...files.entries()];
  for (let start = 0; start < entries.length; start += 200) {
    const rows = await db
      .insertInto('stored_file')
      .values(
        entries.slice(start, start + 200).map(([sha256, content]) => ({
          sha256,
          mime_type: 'image/png',
          byte_size: content.byteLength,
          content,
          created_at: created.get(sha256),
        })),
      )
      .returning(['id', 'sha256'])
      .execute();
    for (const row of rows) fileIds.set(row.sha256, row.id);
  }
  for (let start = 0; start < pending.length; start += 2000) {
    await db
      .insertInto('cylinder_image')
      .values(
        pending.slice(start, start + 2000).map((image) => ({
          cylinder_id: image.cylinderId,
          kind: image.kind,
          file_id: fileIds.get(image.sha256) ?? -1,
          name: image.name,
          uploaded_at: image.uploadedAt,
        })),
      )
      .execute();
  }
  return { files: files.size, images: pending.length };
}
