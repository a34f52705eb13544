import { useState } from 'react';
import { GitCommitHorizontal, GitMerge, LoaderCircle, Send } from '../ui/icons';
import { store } from '../state/store';
import { Button } from '../ui/buttons';
import { ModalDialog } from '../ui/dialog';
import { DialogTitle } from '../ui/DialogTitle';
import { useModal } from '../ui/useModal';
import { ChangeSummary } from './ChangeSummary';
import { CommitForm, formError } from './CommitForm';
import { IncomingList } from './IncomingList';
import { commitChanges, fetchPublishStatus, pushCommits, type CommitAnswer, type GitStatus, type Identity, type PublishStatus, type PushAnswer } from './publishApi';
import { Body, Details, Foot, Outcome } from './publishStyles';
import { useBringIn } from './useBringIn';

type Committed = Extract<CommitAnswer, { ok: true }> & { summary: string; from: string | null; newBranch: boolean };
type Sending = { state: 'idle' } | { state: 'sending' } | { state: 'done'; sent: boolean; kind?: string; message: string; detail?: string };

/** For the Details disclosure: the project's history as a developer would describe it. */
function whereWeAre(status: GitStatus): string {
  const branch = status.branch ? `On branch ${status.branch}` : 'Not on a branch';
  const head = status.head ? `, last commit ${status.head}` : ', no commit yet';
  const remote = status.remote ? `. Sends to “${status.remote.name}”${status.remote.url ? ` (${status.remote.url})` : ''}` : '. No remote: commits stay on this computer';
  return `${branch}${head}${remote}.`;
}

/** What publishing does here, in plain words (the technical detail is behind Details). */
const whatPublishingDoes = (status: GitStatus) =>
  status.remote
    ? 'Record what you changed, then send it to the shared copy of the site, where it is checked and published.'
    : 'Record what you changed on this computer. This project has no shared copy to send it to: a developer shares it from here.';

/** Recorded changes not sent yet, when there is a shared copy: what the Send button would send. */
function unsentText(status: GitStatus): string | null {
  if (!status.remote || !status.head) return null;
  if (!status.sent?.before) return 'Your recorded changes have not been sent yet.';
  if (status.sent.unsent > 0) return `${status.sent.unsent === 1 ? '1 recorded change has' : `${status.sent.unsent} recorded changes have`} not been sent yet.`;
  return null;
}

/** The Publish step: what changed since the last commit in plain words, the commit (message, branch), then Send. */
export function PublishDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [status, setStatus] = useState<PublishStatus | null>(null);
  const [failure, setFailure] = useState('');
  const [committed, setCommitted] = useState<Committed | null>(null);
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  const [committing, setCommitting] = useState(false);

  const sent = (answer: PushAnswer) => {
    setStatus(answer.status);
    setSending({ state: 'done', sent: answer.sent, ...(answer.kind ? { kind: answer.kind } : {}), message: answer.message, ...(answer.detail ? { detail: answer.detail } : {}) });
    store.announce(answer.sent ? answer.message : 'Not sent: your recorded changes are kept on this computer (Publish says why).');
  };
  const notAnswered = (error: unknown) =>
    setSending({ state: 'done', sent: false, message: `Your changes are recorded on this computer; they were not sent because the studio did not answer (${(error as Error).message}).` });

  const bringIn = useBringIn({
    onSent: sent,
    onRefused: ({ kind, message, detail }) => setSending({ state: 'done', sent: false, kind, message, ...(detail ? { detail } : {}) }),
    onNoAnswer: notAnswered,
  });
  const { shown } = bringIn;

  const dialog = useModal(open, () => {
    setStatus(null);
    setFailure('');
    setCommitted(null);
    setSending({ state: 'idle' });
    bringIn.reset();
    fetchPublishStatus().then(setStatus, (error: Error) => setFailure(`The studio could not read what changed since you last published: ${error.message}.`));
  });

  const commit = async (values: { message: string; newBranch?: string; identity?: Identity }) => {
    if (!status?.repository) return undefined;
    setCommitting(true);
    const answer = await commitChanges({ ...values, fingerprint: status.fingerprint }).catch(
      (error: Error): CommitAnswer => ({ ok: false, error: `The studio did not answer (${error.message}); nothing was recorded.` }),
    );
    setCommitting(false);
    if (answer.status) setStatus(answer.status);
    if (!answer.ok) return formError(answer.error, answer.field);
    setCommitted({ ...answer, summary: values.message.trim().split('\n')[0]!, from: status.branch, newBranch: Boolean(values.newBranch) });
    // The top bar keeps saying so once the dialog is closed.
    store.announce(`Recorded your changes: “${values.message.trim().split('\n')[0]}”.`);
    return undefined;
  };

  const send = async () => {
    setSending({ state: 'sending' });
    await pushCommits().then(sent, notAnswered);
  };

  const git = status?.repository ? status : null;
  const canCommit = Boolean(git && !committed && (git.changes.length || git.pictures.length));
  // Before a commit, Send is offered only when there is nothing new to commit but earlier commits wait to be sent.
  const unsent = git && !canCommit && !committed ? unsentText(git) : null;
  const canSend = Boolean(git?.remote && git.branch && (committed || unsent) && !(sending.state === 'done' && sending.sent));

  return (
    <ModalDialog $width="46rem" $height="100vh" ref={dialog} aria-labelledby="publish-title" aria-describedby="publish-where" onClose={onClose}>
      <DialogTitle
        id="publish-title"
        title="Publish your changes"
        introId="publish-where"
        intro={git ? whatPublishingDoes(git) : status && !status.repository ? 'This project is not set up for publishing from the studio: ask a developer.' : 'Looking at what changed…'}
        onClose={onClose}
      />
      <Body>
        {!status && !failure && (
          <p role="status">
            <LoaderCircle size={16} aria-hidden="true" /> Looking at what changed since you last published…
          </p>
        )}
        {failure && (
          <Outcome $tone="failed" role="alert">
            <p>{failure}</p>
          </Outcome>
        )}
        {status && !status.repository && (
          <>
            <Outcome $tone="failed" role="alert">
              <p>{status.reason}</p>
            </Outcome>
            <Details>
              <summary>Details</summary>
              <p>{status.detail}</p>
            </Details>
          </>
        )}
        {git && !committed && !shown && <ChangeSummary status={git} />}
        {git && canCommit && <CommitForm status={git} onCommit={commit} />}
        {committed && (
          <Outcome $tone="done" role="status">
            <p>
              <strong>Recorded</strong>: “{committed.summary}”.
            </p>
            {committed.newBranch && <p>The studio now works on the proposal {committed.branch}, so your next edits go there too; the site's current version is unchanged.</p>}
            <p>
              {git?.remote
                ? 'Your changes are recorded on this computer. Send them to share them: they are then checked like every change to the site.'
                : 'Your changes are recorded on this computer. This project has no shared copy to send them to: a developer can share them from here.'}
            </p>
          </Outcome>
        )}
        {git && (
          <Details>
            <summary>Details</summary>
            <p>{whereWeAre(git)}</p>
            {sending.state === 'done' && sending.detail && <p>{sending.detail}</p>}
            {committed && (
              <p>
                Commit {committed.commit.slice(0, 7)} on branch {committed.branch}
                {committed.from && committed.from !== committed.branch ? ` (from ${committed.from})` : ''}: {committed.files.join(', ')}.
              </p>
            )}
          </Details>
        )}
        {unsent && sending.state === 'idle' && (
          <Outcome $tone="info">
            <p>{unsent}</p>
          </Outcome>
        )}
        {shown && <IncomingList incoming={shown.incoming} notice={shown.state === 'listed' ? shown.notice : undefined} />}
        {sending.state === 'done' && !shown && (
          <Outcome $tone={sending.sent ? 'done' : 'failed'} role={sending.sent ? 'status' : 'alert'}>
            <p>{sending.message}</p>
          </Outcome>
        )}
      </Body>
      <Foot>
        {shown ? (
          <>
            <Button type="button" onClick={bringIn.cancel} disabled={shown.state === 'bringing'}>
              Cancel
            </Button>
            <Button type="button" $tone="primary" disabled={shown.state === 'bringing'} onClick={() => void bringIn.confirm()}>
              {shown.state === 'bringing' ? <LoaderCircle size={16} aria-hidden="true" /> : <GitMerge size={16} aria-hidden="true" />}
              Bring these in
            </Button>
          </>
        ) : (
          <>
            <Button type="button" onClick={onClose}>
              {committed || !canCommit ? 'Close' : 'Cancel'}
            </Button>
            {canCommit && (
              <Button type="submit" form="publish-form" $tone="primary" disabled={committing}>
                {committing ? <LoaderCircle size={16} aria-hidden="true" /> : <GitCommitHorizontal size={16} aria-hidden="true" />}
                Record changes
              </Button>
            )}
            {canSend && sending.state === 'done' && sending.kind === 'rejected' && (
              <Button type="button" $tone="primary" ref={bringIn.button} disabled={bringIn.listing} onClick={() => void bringIn.list()}>
                {bringIn.listing ? <LoaderCircle size={16} aria-hidden="true" /> : <Send size={16} aria-hidden="true" />}
                Bring in their changes
              </Button>
            )}
            {canSend && !(sending.state === 'done' && sending.kind === 'rejected') && (
              <Button type="button" $tone="primary" disabled={sending.state === 'sending'} onClick={() => void send()}>
                {sending.state === 'sending' ? <LoaderCircle size={16} aria-hidden="true" /> : <Send size={16} aria-hidden="true" />}
                {sending.state === 'done' ? 'Send again' : 'Send for publishing'}
              </Button>
            )}
          </>
        )}
      </Foot>
    </ModalDialog>
  );
}
