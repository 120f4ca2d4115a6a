import type { MessageWordingProblem } from '@yoga/contracts';
import { ProblemsAlert } from '../../../components/problems-alert';
import { goTo, inputId, problemPlace, problemWords, type T } from '../wording-problems';
import '../i18n';

interface ProblemsSummaryProps {
  t: T;
  problems: MessageWordingProblem[];
  /** Save or Publish was tried with these problems left: shown as an error, not a warning. */
  attempted: boolean;
}

/** Every problem of the wording, each a link to its text box. */
export function ProblemsSummary({ t, problems, attempted }: ProblemsSummaryProps) {
  return (
    <ProblemsAlert
      title={t('admin.wording.problemsTitle', { count: problems.length })}
      attempted={attempted}
      problems={problems.map((p) => ({
        key: `${p.field}-${p.code}-${p.placeholder ?? ''}`,
        target: inputId(p.field),
        go: () => goTo(p.field),
        link: problemPlace(t, p.field),
        after: problemWords(t, p),
      }))}
    />
  );
}
