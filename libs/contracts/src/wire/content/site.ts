import { siteLinkProblem } from '../../rules/links.js';
import { fail, obj, str, text } from './fields.js';

// The `site` document: what every public page shows (the announcement bar).

export function checkSite(document: unknown): void {
  const d = obj(document, 'document');
  const bar = obj(d.announcement, 'announcement');
  if (typeof bar.enabled !== 'boolean')
    fail('announcement.enabled', 'must be true or false', 'shape');
  text(bar.text, 'announcement.text', !bar.enabled);
  const link = str(bar.link, 'announcement.link', false);
  const problem = link === '' ? null : siteLinkProblem(link);
  if (problem) fail('announcement.link', `link "${link}" ${problem}`, 'link');
}
