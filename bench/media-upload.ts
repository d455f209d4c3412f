import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { IMAGE_VARIANT_WIDTHS } from '@canvas/shared';
import sharp from 'sharp';
import { processPhoto } from '../apps/api/src/modules/media/image';

const RUNS = Number(process.env.BENCH_MEDIA_RUNS ?? 5);
const TARGET_MS = 1500;
const TARGET_MB = 20;

/**
 * A ~20 MB camera JPEG made in memory: 6000x4000 (24 MP) of coarse random grain at quality 92,
 * with EXIF (camera, GPS) like a real photo. Grain is the worst case for the encoders: a real
 * photo of the same size has fewer pixels' worth of detail to re-encode.
 */
async function cameraPhoto(orientation: number): Promise<Buffer> {
  const width = 6000;
  const height = 4000;
  const grain = await sharp(randomBytes((width / 2) * (height / 2) * 3), {
    raw: { width: width / 2, height: height / 2, channels: 3 },
  })
    .resize(width, height, { kernel: 'nearest' })
    .raw()
    .toBuffer();
  return sharp(grain, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Make: 'Bench Camera', Model: 'B24' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 4600/100' },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Median wall time, and the CPU time per run (all threads): on a busy machine the CPU time says more. */
async function timePipeline(photo: Buffer): Promise<{ wallMs: number; cpuMs: number }> {
  // One warm-up run (libvips loads its codecs lazily), then the measured runs.
  await processPhoto(photo, 'jpeg', IMAGE_VARIANT_WIDTHS);
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await processPhoto(photo, 'jpeg', IMAGE_VARIANT_WIDTHS);
    times.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  return { wallMs: Math.round(median(times)), cpuMs: Math.round((cpu.user + cpu.system) / 1000 / RUNS) };
}

/**
 * The photo pipeline of POST /api/media/upload on a 20 MB photo: decode, turn upright, re-encode
 * without metadata, and the WebP copies at 640 and 1920 px (median of BENCH_MEDIA_RUNS, default 5).
 * The landscape camera photo carries the target; a portrait phone photo (EXIF orientation 6, so
 * every pixel is turned and the 1920 px copy is 1920x2880) is reported beside it.
 */
export async function mediaUpload() {
  const landscape = await cameraPhoto(1);
  const portrait = await cameraPhoto(6);
  const upright = await timePipeline(landscape);
  const turned = await timePipeline(portrait);
  const megabytes = Number((landscape.length / 1024 / 1024).toFixed(1));
  return {
    name: 'media-upload',
    photo_mb: megabytes,
    photo_pixels: '6000x4000',
    runs: RUNS,
    cores: availableParallelism(),
    median_ms: upright.wallMs,
    cpu_ms_per_run: upright.cpuMs,
    portrait_median_ms: turned.wallMs,
    portrait_cpu_ms_per_run: turned.cpuMs,
    target_ms: TARGET_MS,
    pass: megabytes >= TARGET_MB * 0.95 && upright.wallMs <= TARGET_MS,
    summary: `${megabytes} MB photo (6000x4000) processed in ${upright.wallMs} ms median of ${RUNS} (target ≤ ${TARGET_MS} ms; ${upright.cpuMs} ms CPU on ${availableParallelism()} cores); portrait turned upright ${turned.wallMs} ms (${turned.cpuMs} ms CPU)`,
  };
}
