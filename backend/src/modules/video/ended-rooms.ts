import { IsNull, LessThan, Not } from 'typeorm';

/** How long after a room's end Zoom's past participants are complete enough to read. */
const PARTICIPANTS_SETTLE_MS = 60_000;

/**
 * The rooms (a class's meeting or its overflow) that ended a minute ago or more and whose past
 * participants were not read yet: one rule for both tables.
 */
export function endedUnreadWhere(now: Date) {
  return {
    live: 'ended' as const,
    participantsRead: false,
    meetingUuid: Not(IsNull()),
    endedAt: LessThan(new Date(now.getTime() - PARTICIPANTS_SETTLE_MS)),
  };
}
