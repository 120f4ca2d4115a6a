import type { ContentProblem } from '@yoga/contracts';
import type { LocaleState } from '@yoga/i18n';
import { ProblemsAlert } from '../../../components/problems-alert';
import { goToField, problemSentence } from './problems';
import '../i18n';

interface ContentProblemsSummaryProps {
  t: LocaleState['t'];
  problems: ContentProblem[];
  /** Save, Preview or Publish was tried with these problems left: shown as an error, not a warning. */
  attempted: boolean;
}

/** Every problem of the document in a sentence, each a link to its field. */
export function ContentProblemsSummary({ t, problems, attempted }: ContentProblemsSummaryProps) {
  return (
    <ProblemsAlert
      title={t('admin.content.problemsTitle', { count: problems.length })}
      attempted={attempted}
      problems={problems.map((p) => ({
        key: `${p.path}-${p.code}`,
        target: p.path,
        go: () => goToField(p.path),
        link: problemSentence(t, p),
      }))}
    />
  );
}
