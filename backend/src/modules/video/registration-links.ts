import type { JoinRoom } from '@yoga/contracts';
import type { RoomTarget } from './rooms.service.js';

/** How long a join (or the job giving a seat back) holds a registration row it is working on. */
export const CLAIM_MS = 30_000;
/** Ids asked of the database at once (a multiple of the batch size: no short batch in between). */
export const ID_CHUNK = 990;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A student's link and the room it opens (the join's answer). */
export interface StoredLink {
  url: string;
  room: JoinRoom;
}

export const linkOf = (url: string, target: RoomTarget): StoredLink => ({
  url,
  room: { kind: target.kind, overflow: target.room === 'overflow' },
});

/** Zoom asks for a first and a last name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/);
  const firstName = (parts.shift() || 'Student').slice(0, 64);
  return { firstName, lastName: parts.join(' ').slice(0, 64) };
}
