import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { cellBomb, sizeBomb } from '../../apps/server/test/support/xlsxBombs';

/**
 * Spreadsheet bombs against Cylinder/ImportCylinders (docs/performance.md, imports): starts the platform in its own
 * process, posts each upload and prints the server's peak memory over its baseline (sampled every 10 ms from
 * /proc), the answer, and the slowest /healthz seen while the upload ran. Target: at most 300 MB over the baseline.
 */
const entry = fileURLToPath(new URL('./servers/import-target.ts', import.meta.url));
const server = spawn(process.execPath, ['--max-semi-space-size=64', '--import', 'tsx', entry], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const firstLine = await new Promise<string>((resolve) =>
  createInterface({ input: server.stdout }).once('line', (line) => resolve(line)),
);
const { port, pid, token } = JSON.parse(firstLine) as { port: number; pid: number; token: string };
const base = `http://127.0.0.1:${port}`;

const rssMegabytes = () => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) / 1024;
};

async function post(file: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([file]), '档案.xlsx');
  const response = await fetch(`${base}/api/samr/Cylinder/ImportCylinders`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { messeage?: string };
  return { status: response.status, message: body.messeage ?? '' };
}

async function measure(file: Buffer, baseline: number) {
  let peak = rssMegabytes();
  let slowestHealth = 0;
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, rssMegabytes());
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const health = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${base}/healthz`);
      slowestHealth = Math.max(slowestHealth, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const started = performance.now();
  const answer = await post(file);
  const ms = Math.round(performance.now() - started);
  running = false;
  await Promise.all([sampler, health]);
  return { ...answer, ms, overBaselineMb: Math.round(peak - baseline), slowestHealthMs: Math.round(slowestHealth) };
}

async function normalWorkbook(rows: number) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('气瓶档案');
  sheet.addRow(['条码', '出厂编号', '制造单位', '气瓶类型', '充装介质', '规格型号', '制造年月', '备注']);
  for (let row = 0; row < rows; row += 1) {
    sheet.addRow([`BENCH${row}`, `SN${row}`, '某制造单位', '焊接钢瓶', '液化石油气', 'YSP35.5', '2024-05', '']);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const uploads: [string, () => Promise<Buffer>][] = [
  ['normal workbook, 10,000 rows', () => normalWorkbook(10_000)],
  ['size bomb, declares 400 MB', () => sizeBomb(400)],
  ['size bomb, 400 MB declared as 4 KB', () => sizeBomb(400, false)],
  ['cell bomb, 3.3 million cells', () => cellBomb(3_300_000)],
];
try {
  await post(await normalWorkbook(10));
  const baseline = rssMegabytes();
  console.log(`baseline RSS ${Math.round(baseline)} MB`);
  console.log('| upload | size | answer | time | peak RSS over baseline | slowest /healthz |');
  console.log('|---|---|---|---|---|---|');
  for (const [name, build] of uploads) {
    const file = await build();
    const result = await measure(file, baseline);
    const size = `${(file.length / 1024 / 1024).toFixed(2)} MB`;
    console.log(
      `| ${name} | ${size} | ${result.status} ${result.message.slice(0, 30)} | ${result.ms} ms | ${result.overBaselineMb} MB | ${result.slowestHealthMs} ms |`,
    );
  }
} finally {
  server.kill();
}
