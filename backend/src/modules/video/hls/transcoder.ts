import { spawn } from 'node:child_process';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * HLS renditions of a class recording (issue 37, docs/video.md "Renditions"), made by ffmpeg (Debian's
 * package) in one run: a few video heights (each with its sound) and an audio-only AAC one for low data.
 * Each rendition is one MPEG-TS file addressed by byte ranges (`-hls_flags single_file`): a handful of
 * objects per class in the storage instead of hundreds of segments, and one signed address per rendition.
 * The master playlist is written here from the files' real figures: BANDWIDTH (the peak segment),
 * AVERAGE-BANDWIDTH, RESOLUTION and CODECS.
 */

/** The video heights offered, at most the recording's own (none is made larger). */
export const VIDEO_LADDER: readonly { height: number; videoKbps: number; audioKbps: number }[] = [
  { height: 720, videoKbps: 2400, audioKbps: 96 },
  { height: 480, videoKbps: 1000, audioKbps: 96 },
  { height: 240, videoKbps: 300, audioKbps: 64 },
];
/** The audio-only rendition: AAC-LC, mono, 48 kbps (a 45-minute class in about 18 MB; target 30). */
export const AUDIO_KBPS = 48;
/** Seconds per segment (a key frame starts each). */
export const SEGMENT_SECONDS = 6;
/** H.264 Main profile, level 4.0 (every height here; Safari, Chrome, Android): `avc1.4d4028`. */
const VIDEO_CODEC = 'avc1.4d4028';
const AUDIO_CODEC = 'mp4a.40.2';
export const MASTER_PLAYLIST = 'master.m3u8';

export interface HlsRendition {
  kind: 'video' | 'audio';
  height?: number;
  width?: number;
  /** Peak bits per second of a segment (BANDWIDTH). */
  bandwidth: number;
  /** Bits per second over the whole recording (AVERAGE-BANDWIDTH). */
  average_bandwidth: number;
  /** Megabytes (10^6 bytes) per hour of it, one decimal. */
  mb_per_hour: number;
  /** Its media playlist's file name (beside the master). */
  playlist: string;
  /** Its media file's name. */
  file: string;
}

/** What a transcode made: the files in the output folder and the renditions' figures. */
export interface HlsOutput {
  renditions: HlsRendition[];
  files: string[];
  durationSeconds: number;
}

/** What ffmpeg says of the input: its picture size, length and whether it has sound. */
export interface MediaInfo {
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  hasAudio: boolean;
}

interface Run {
  code: number | null;
  stderr: string;
  error?: Error;
}

function run(program: string, args: string[], timeoutMs: number): Promise<Run> {
  return new Promise((resolve) => {
    let stderr = '';
    let settled = false;
    const done = (r: Run) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(r);
    };
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    // Both streams (the version is on stdout); the last 64 KB are enough to read what went wrong.
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        stderr = (stderr + chunk).slice(-65_536);
      });
    }
    child.on('error', (error) => done({ code: null, stderr, error }));
    child.on('close', (code) => done({ code, stderr }));
  });
}

/** The ffmpeg at `program`'s version line, or null when it cannot be run (not installed, wrong path). */
export async function ffmpegVersion(program: string): Promise<string | null> {
  const r = await run(program, ['-hide_banner', '-version'], 15_000).catch(() => null);
  if (!r || r.error || r.code !== 0) return null;
  return r.stderr.split('\n')[0]?.trim() || 'ffmpeg';
}

/** Reads the input's size, length and sound from ffmpeg's description of it (no ffprobe needed). */
export async function probe(program: string, input: string): Promise<MediaInfo> {
  const r = await run(program, ['-hide_banner', '-nostdin', '-i', input], 60_000);
  if (r.error) throw r.error;
  return parseMediaInfo(r.stderr);
}

export function parseMediaInfo(text: string): MediaInfo {
  const video = /Stream #\d+:\d+[^\n]*: Video: [^\n]*?, (\d{2,5})x(\d{2,5})[\s,[]/.exec(text);
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(text);
  return {
    width: video ? Number(video[1]) : null,
    height: video ? Number(video[2]) : null,
    durationSeconds: duration
      ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3])
      : null,
    hasAudio: /Stream #\d+:\d+[^\n]*: Audio: /.test(text),
  };
}

const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));

/** The heights to make from a recording `height` pixels high: the ladder's at most that (else its own). */
export function heightsFor(height: number): number[] {
  const fit = VIDEO_LADDER.filter((r) => r.height <= height).map((r) => r.height);
  return fit.length ? fit : [even(height)];
}

/** ffmpeg's arguments: one input, one HLS output per rendition (files named `v<height>.*`, `audio.*`). */
export function ffmpegArgs(
  input: string,
  info: MediaInfo,
  outDir: string,
  preset: string,
): string[] {
  const heights = info.height && info.width ? heightsFor(info.height) : [];
  const args = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-i', input];
  // A recording without sound still gets a (silent) audio track: the audio-only rendition exists always.
  if (!info.hasAudio)
    args.push('-f', 'lavfi', '-i', 'anullsrc=channel_layout=mono:sample_rate=48000');
  const audioIn = info.hasAudio ? '0:a:0' : '1:a:0';
  const hls = (name: string) => [
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'single_file+independent_segments',
    '-hls_segment_type',
    'mpegts',
    '-hls_segment_filename',
    path.join(outDir, `${name}.ts`),
    path.join(outDir, `${name}.m3u8`),
  ];
  if (heights.length) {
    const split = heights.map((_, i) => `[s${i}]`).join('');
    const scales = heights
      .map((h, i) => `[s${i}]scale=${even((info.width! * h) / info.height!)}:${h}[o${i}]`)
      .join(';');
    args.push('-filter_complex', `[0:v:0]split=${heights.length}${split};${scales}`);
  }
  heights.forEach((h, i) => {
    const rung = VIDEO_LADDER.find((r) => r.height === h) ?? VIDEO_LADDER[VIDEO_LADDER.length - 1];
    args.push(
      '-map',
      `[o${i}]`,
      '-map',
      audioIn,
      '-c:v',
      'libx264',
      '-preset',
      preset,
      '-profile:v',
      'main',
      '-level:v',
      '4.0',
      '-pix_fmt',
      'yuv420p',
      '-b:v',
      `${rung.videoKbps}k`,
      '-maxrate',
      `${Math.round(rung.videoKbps * 1.1)}k`,
      '-bufsize',
      `${rung.videoKbps * 2}k`,
      '-force_key_frames',
      `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
      '-sc_threshold',
      '0',
      '-c:a',
      'aac',
      '-b:a',
      `${rung.audioKbps}k`,
      '-ac',
      '2',
      '-ar',
      '48000',
      ...(info.hasAudio ? [] : ['-shortest']),
      ...hls(`v${h}`),
    );
  });
  args.push(
    '-map',
    audioIn,
    '-vn',
    '-c:a',
    'aac',
    '-b:a',
    `${AUDIO_KBPS}k`,
    '-ac',
    '1',
    '-ar',
    '48000',
    ...(info.hasAudio ? [] : ['-t', String(Math.max(1, info.durationSeconds ?? 1))]),
    ...hls('audio'),
  );
  return args;
}

/** A media playlist's segments: each one's seconds and bytes (EXTINF and EXT-X-BYTERANGE). */
export function segmentsOf(playlist: string): { seconds: number; bytes: number }[] {
  const out: { seconds: number; bytes: number }[] = [];
  let seconds: number | null = null;
  let bytes: number | null = null;
  for (const line of playlist.split(/\r?\n/)) {
    const inf = /^#EXTINF:([\d.]+)/.exec(line);
    const range = /^#EXT-X-BYTERANGE:(\d+)/.exec(line);
    if (inf) seconds = Number(inf[1]);
    else if (range) bytes = Number(range[1]);
    else if (line && !line.startsWith('#')) {
      if (seconds !== null && bytes !== null) out.push({ seconds, bytes });
      seconds = bytes = null;
    }
  }
  return out;
}

/** Peak and average bits per second and MB per hour of a rendition, from its playlist and file size. */
export function figuresOf(
  playlist: string,
  fileBytes: number,
): Pick<HlsRendition, 'bandwidth' | 'average_bandwidth' | 'mb_per_hour'> & { seconds: number } {
  const segments = segmentsOf(playlist);
  const seconds = segments.reduce((sum, s) => sum + s.seconds, 0);
  if (!segments.length || seconds <= 0) throw new Error('ffmpeg made an empty rendition');
  // The last segment may be a fraction of a second: it does not set the peak unless it is the only one.
  const whole = segments.filter((s) => s.seconds >= 1);
  const peak = Math.max(...(whole.length ? whole : segments).map((s) => (s.bytes * 8) / s.seconds));
  const average = (fileBytes * 8) / seconds;
  return {
    bandwidth: Math.ceil(Math.max(peak, average)),
    average_bandwidth: Math.ceil(average),
    mb_per_hour: Math.ceil(((fileBytes / seconds) * 3600) / 100_000) / 10,
    seconds,
  };
}

/** The master playlist: every video rendition (by bandwidth), then the audio-only one. */
export function masterPlaylist(renditions: readonly HlsRendition[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:4', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const r of renditions) {
    const attrs = [`BANDWIDTH=${r.bandwidth}`, `AVERAGE-BANDWIDTH=${r.average_bandwidth}`];
    if (r.kind === 'video') attrs.push(`RESOLUTION=${r.width}x${r.height}`);
    attrs.push(`CODECS="${r.kind === 'video' ? `${VIDEO_CODEC},${AUDIO_CODEC}` : AUDIO_CODEC}"`);
    lines.push(`#EXT-X-STREAM-INF:${attrs.join(',')}`, r.playlist);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Transcodes `input` into `outDir` (empty): the renditions' playlists and files, then the master playlist.
 * Throws with ffmpeg's last words when it fails. `timeoutMs` bounds the run (a stuck ffmpeg is killed).
 */
export async function transcodeToHls(
  program: string,
  input: string,
  outDir: string,
  { preset = 'veryfast', timeoutMs = 4 * 3600_000 }: { preset?: string; timeoutMs?: number } = {},
): Promise<HlsOutput> {
  const info = await probe(program, input);
  if (!info.height && !info.hasAudio)
    throw new Error('the recording has neither picture nor sound');
  const r = await run(program, ffmpegArgs(input, info, outDir, preset), timeoutMs);
  if (r.error) throw r.error;
  if (r.code !== 0)
    throw new Error(`ffmpeg exited ${r.code ?? 'killed'}: ${r.stderr.trim().slice(-400)}`);
  const names = info.height && info.width ? heightsFor(info.height).map((h) => `v${h}`) : [];
  const renditions: HlsRendition[] = [];
  let durationSeconds = 0;
  for (const name of [...names, 'audio']) {
    const playlist = await readFile(path.join(outDir, `${name}.m3u8`), 'utf8');
    const { size } = await stat(path.join(outDir, `${name}.ts`));
    const { seconds, ...figures } = figuresOf(playlist, size);
    durationSeconds = Math.max(durationSeconds, seconds);
    const height = name === 'audio' ? undefined : Number(name.slice(1));
    renditions.push({
      kind: height ? 'video' : 'audio',
      ...(height ? { height, width: even((info.width! * height) / info.height!) } : {}),
      ...figures,
      playlist: `${name}.m3u8`,
      file: `${name}.ts`,
    });
  }
  renditions.sort((a, b) =>
    a.kind === b.kind ? a.bandwidth - b.bandwidth : a.kind === 'video' ? -1 : 1,
  );
  await writeFile(path.join(outDir, MASTER_PLAYLIST), masterPlaylist(renditions));
  const files = (await readdir(outDir)).sort();
  return { renditions, files, durationSeconds };
}
