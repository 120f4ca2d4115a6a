/** The challenges module's public surface (issue 27). */
export { ChallengesModule } from './challenges.module.js';
export { ChallengesService, type ChallengeMessageDue } from './challenges.service.js';
import { ChallengeParticipant } from './entities/challenge-participant.entity.js';
import { ChallengeRecord } from './entities/challenge.entity.js';

export const CHALLENGES_ENTITIES = [ChallengeRecord, ChallengeParticipant];
