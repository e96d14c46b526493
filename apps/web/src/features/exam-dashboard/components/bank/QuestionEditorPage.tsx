import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { Button, Skeleton, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/QueryState.tsx';
import { useSnackbar } from '../../../../lib/snackbar.ts';
import { useBankQuestion, useCreateQuestion, useUpdateQuestion } from '../../api/bank.ts';
import { dashboardLinks } from '../../lib/links.ts';
import { emptyQuestion, fromBankQuestion, type QuestionPayload } from '../../lib/question-form.ts';
import { Panel } from '../common/Panel.tsx';
import { QuestionEditor } from './QuestionEditor.tsx';

/** question-bank/new and question-bank/:questionId. Back returns to the list as it was filtered. */
export function QuestionEditorPage() {
  const { t } = useTranslation('examDashboard');
  const { questionId } = useParams();
  const navigate = useNavigate();
  const back = (useLocation().state as { back?: string } | null)?.back ?? dashboardLinks.bank;
  const existing = useBankQuestion(questionId);
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const save = questionId ? update : create;

  const backButton = (
    <Button startIcon={<ArrowBackIcon />} component={RouterLink} to={back}>
      {t('bank.back')}
    </Button>
  );

  const submit = (body: QuestionPayload, addAnother: boolean, resetTo: (subject: string, topic: string) => void) => {
    const done = () => {
      useSnackbar.getState().show(t('editorQ.saved'));
      if (addAnother) resetTo(body.subject, body.topic);
      else void navigate(back);
    };
    if (questionId) update.mutate({ id: questionId, body }, { onSuccess: done });
    else create.mutate(body, { onSuccess: done });
  };

  return (
    <Panel
      title={questionId ? t('editorQ.editTitle') : t('editorQ.newTitle')}
      hint={t('editorQ.hint')}
      actions={backButton}
      id="question-editor"
    >
      {questionId ? (
        <QueryState
          query={existing}
          loading={<Skeleton variant="rounded" height={480} aria-label={t('loading')} />}
          errorFallback={t('editorQ.loadError')}
        >
          {(q) => (
            <QuestionEditor
              key={q.id}
              initial={fromBankQuestion(q)}
              isNew={false}
              busy={save.isPending}
              error={save.error}
              onSubmit={(body) => submit(body, false, () => undefined)}
              onCancel={() => void navigate(back)}
            />
          )}
        </QueryState>
      ) : (
        <Stack>
          <QuestionEditor
            initial={emptyQuestion()}
            isNew
            busy={save.isPending}
            error={save.error}
            onSubmit={submit}
            onCancel={() => void navigate(back)}
          />
        </Stack>
      )}
    </Panel>
  );
}
