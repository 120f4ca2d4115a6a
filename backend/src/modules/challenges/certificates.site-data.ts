import { Injectable } from '@nestjs/common';
import type { CertificateVerification } from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { PublicCertificateData } from '../../common/http/public-site-data.js';
import { CodeCheckThrottle } from '../../common/rate-limit/code-check-throttle.js';
import { ChallengesService } from './challenges.service.js';

/** The server-rendered /verify/:code page's certificate: GET /api/certificates/:code's answer, or none. */
@Injectable()
export class CertificatesSiteData extends PublicCertificateData {
  constructor(
    private readonly challenges: ChallengesService,
    private readonly codeChecks: CodeCheckThrottle,
  ) {
    super();
  }

  /** Within the visitor's code-guess budget, as GET /api/certificates/:code (429 past it: no page). */
  async certificate(code: string, ip = 'unknown'): Promise<CertificateVerification | undefined> {
    try {
      return await this.codeChecks.run(
        'certificate',
        { ip },
        (error) => error === 'certificate_not_found',
        () => this.challenges.verify(code.toUpperCase()),
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === 'certificate_not_found') return undefined;
      throw error;
    }
  }
}
