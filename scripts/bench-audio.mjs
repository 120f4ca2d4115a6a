#!/usr/bin/env node
// `npm run bench:audio`: what a replay costs in data at each rendition (issue 37; a script that prints figures,
// not a test). Target: an audio-only replay of a 45-minute class within 30 MB.
//
// It makes a short sample with ffmpeg (BENCH_AUDIO_SECONDS, default 60: ffmpeg's 1280×720 test picture at
// 25 fps and pink noise mixed with a tone, the hardest sound for the encoder: it never spends less than
// the bitrate), transcodes it with the recording job's own code (backend/dist: `transcodeToHls`, the same
// ffmpeg arguments and figures as the job), and extrapolates each rendition's measured size (its files over
// its length, container included) to 45 minutes. Needs ffmpeg (FFMPEG_PATH, default `ffmpeg`).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBackendBuilt } from './bench-support.mjs';

const root = path.resolve(import.meta.dirname, '..');
const ffmpeg = process.env.FFMPEG_PATH || 'ffmpeg';
const seconds = Number(process.env.BENCH_AUDIO_SECONDS || 60);
const CLASS_MINUTES = 45;
const TARGET_MB = 30;

ensureBackendBuilt();
const { transcodeToHls } = await import(
  pathToFileURL(path.join(root, 'backend/dist/modules/video/hls/transcoder.js')).href
);

const dir = mkdtempSync(path.join(tmpdir(), 'yoga-bench-audio-'));
try {
  const input = path.join(dir, 'sample.mp4');
  const made = spawnSync(
    ffmpeg,
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=25'],
      ...['-f', 'lavfi', '-i', 'anoisesrc=color=pink:amplitude=0.2:sample_rate=48000'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=220:sample_rate=48000'],
      ...['-filter_complex', '[1:a][2:a]amix=inputs=2[a]', '-map', '0:v', '-map', '[a]'],
      ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '18'],
      ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '192k', '-ac', '2', input],
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) {
    console.error(`ffmpeg cannot make the sample (${ffmpeg}): ${made.error ?? made.stderr}`);
    process.exit(1);
  }
  const out = path.join(dir, 'hls');
  mkdirSync(out);
  const started = Date.now();
  const hls = await transcodeToHls(ffmpeg, input, out);
  const took = (Date.now() - started) / 1000;

  console.info(
    `\nRenditions of a ${seconds} s sample (transcoded in ${took.toFixed(1)} s), extrapolated to a ${CLASS_MINUTES}-minute class:\n`,
  );
  console.info(
    '| Rendition | Peak kbit/s | Average kbit/s | MB per hour | MB per 45-minute class |',
  );
  console.info('| --- | ---: | ---: | ---: | ---: |');
  for (const r of hls.renditions) {
    const name = r.kind === 'audio' ? 'audio only' : `${r.height}p`;
    const mb = (r.mb_per_hour * CLASS_MINUTES) / 60;
    console.info(
      `| ${name} | ${(r.bandwidth / 1000).toFixed(1)} | ${(r.average_bandwidth / 1000).toFixed(1)} | ${r.mb_per_hour.toFixed(1)} | ${mb.toFixed(1)} |`,
    );
  }
  const audio = hls.renditions.find((r) => r.kind === 'audio');
  const audioMb = (audio.mb_per_hour * CLASS_MINUTES) / 60;
  const ok = audioMb <= TARGET_MB;
  console.info(
    `\naudio_only_45min_mb: ${audioMb.toFixed(1)} (target ≤ ${TARGET_MB}): ${ok ? 'met' : 'NOT met'}`,
  );
  if (!ok) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
