import {
  Controller,
  Get,
  Header,
  Inject,
  Injectable,
  Param,
  type OnModuleInit,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { HlsReplayPlayback } from '@yoga/contracts';
import { Public } from '../../../common/decorators/public.decorator.js';
import { ApiError } from '../../../common/errors/api-error.js';
import { CLOCK, type Clock } from '../../../common/lifecycle/clock.js';
import { IdParamPipe } from '../../../common/validation/id-param.pipe.js';
import { AUTH_CONFIG, type AuthConfig } from '../../../config/auth.config.js';
import { SITE_CONFIG, type SiteConfig } from '../../../config/site.config.js';
import { Transactions } from '../../../database/transactions.js';
import { ObjectStorage, SIGNED_URL_MAX_SECONDS, UrlSigner } from '../../storage/index.js';
import { VideoRecording } from '../entities/video-recording.entity.js';
import { hlsOf, publicRenditions, type RecordingHls } from './renditions.service.js';
import { MASTER_PLAYLIST } from './transcoder.js';

/** HLS playlists' type (RFC 8216) and caching: each answer carries signatures of its own. */
export const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';

/**
 * The renditions of a replay, served to an entitled student (docs/video.md, "Renditions"). The play answer
 * (after the entitlement check) gives `…/api/video/replays/<class>/hls/<expires>/<signature>/master.m3u8`:
 * the signature (HMAC keyed from JWT_SECRET, apart from the storage's) sits in the path, so the master's
 * relative references to the renditions' playlists keep it (a `<video>` and hls.js send no bearer). A
 * rendition's playlist is answered with its media file's signed storage address (a presigned GET on S3,
 * `/uploads/private/…?signature` for the folder; byte ranges), valid as long as the playlist's signature.
 */
@Injectable()
export class ReplayHls implements OnModuleInit {
  private signer!: UrlSigner;
  private readonly repo: Repository<VideoRecording>;

  constructor(
    @InjectRepository(VideoRecording) repo: Repository<VideoRecording>,
    @Inject(AUTH_CONFIG) private readonly auth: AuthConfig,
    @Inject(SITE_CONFIG) private readonly site: SiteConfig,
    private readonly storage: ObjectStorage,
    @Inject(CLOCK) private readonly clock: Clock,
    tx: Transactions,
  ) {
    this.repo = tx.ambient(repo);
  }

  onModuleInit() {
    this.signer = new UrlSigner(`${this.auth.jwtSecret}\nreplay hls`);
  }

  private nowSeconds() {
    return Math.floor(this.clock.now().getTime() / 1000);
  }

  /** The play answer of a transcoded recording: the master's and each rendition's signed address. */
  playback(classId: number, hls: RecordingHls, seconds: number): HlsReplayPlayback {
    const expires = this.nowSeconds() + seconds;
    const base = `${this.site.publicUrl}/api/video/replays/${classId}/hls/${expires}/${this.signer.sign(
      `${classId}`,
      expires,
    )}/`;
    const url = base + MASTER_PLAYLIST;
    const shown = publicRenditions(hls);
    return {
      kind: 'hls',
      url,
      hls_url: url,
      renditions: hls.renditions.map((r, i) => ({ ...shown[i], url: base + r.playlist })),
      expires_at: new Date(expires * 1000).toISOString(),
    };
  }

  /** One playlist at a signed address; anything else (a changed or expired signature, a name): 404. */
  async playlist(classId: number, expires: string, signature: string, file: string) {
    const now = this.nowSeconds();
    if (!this.signer.verify(`${classId}`, expires, signature, now))
      throw new ApiError('file_not_found');
    const row = await this.repo.findOneBy({ classId, status: 'stored' });
    const hls = row && hlsOf(row);
    const rendition = hls?.renditions.find((r) => r.playlist === file);
    if (!hls || (file !== MASTER_PLAYLIST && !rendition)) throw new ApiError('file_not_found');
    const read = await this.storage.read(hls.prefix + file);
    if (!read) throw new ApiError('file_not_found');
    const chunks: Buffer[] = [];
    for await (const chunk of read.body) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    if (!rendition) return text;
    // A rendition: its media file's references become signed storage addresses.
    const expiresIn = Math.min(SIGNED_URL_MAX_SECONDS, Math.max(1, Number(expires) - now));
    const signed = new Map<string, string>();
    const lines: string[] = [];
    for (const line of text.split('\n')) {
      if (!line || line.startsWith('#')) {
        lines.push(line);
        continue;
      }
      const name = line.trim();
      if (!hls.files.includes(name)) throw new ApiError('file_not_found');
      if (!signed.has(name))
        signed.set(name, await this.storage.signedUrl(hls.prefix + name, { expiresIn }));
      lines.push(signed.get(name)!);
    }
    return lines.join('\n');
  }
}

@ApiExcludeController()
@Controller()
export class ReplayHlsController {
  constructor(private readonly hls: ReplayHls) {}

  /** A replay's HLS playlist (master or rendition) at the signed address the play answer gave. */
  @Public()
  @Get('video/replays/:id/hls/:expires/:signature/:file')
  @Header('Content-Type', PLAYLIST_TYPE)
  @Header('Cache-Control', 'private, no-store')
  playlist(
    @Param('id', IdParamPipe) id: number,
    @Param('expires') expires: string,
    @Param('signature') signature: string,
    @Param('file') file: string,
  ): Promise<string> {
    return this.hls.playlist(id, expires, signature, file);
  }
}
