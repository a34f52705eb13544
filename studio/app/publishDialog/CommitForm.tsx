import { useState } from 'react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Field as FinalField, Form } from 'react-final-form';
import styled from 'styled-components';
import { Input, TextArea } from '../form/FieldShell';
import { Button } from '../ui/buttons';
import { studio } from '../ui/theme';
import type { GitStatus, Identity } from './publishApi';
import { Field, Hint, Outcome } from './publishStyles';

export type CommitValues = { message: string; where: 'current' | 'branch'; branch: string; name: string; email: string };

/** Git's own advice: a first line of at most 72 characters reads whole in every tool. */
const SUMMARY_LIMIT = 72;

const Choices = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: 0.35rem;
  legend { padding: 0; margin-bottom: 0.3rem; font-weight: 600; font-size: 0.875rem; }
  label { display: flex; align-items: baseline; gap: 0.5rem; font-weight: 400; font-size: 0.9rem; }
  input[type='radio'] { accent-color: ${studio.accent}; }
`;

const Error = styled.p`
  color: ${studio.danger};
  font-size: 0.8rem;
  font-weight: 500;
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.75rem;
  @media (max-width: 40rem) { grid-template-columns: 1fr; }
`;

function validate(values: CommitValues, needsIdentity: boolean) {
  const errors: Partial<Record<keyof CommitValues, string>> = {};
  if (!values.message?.trim()) errors.message = 'Write what you changed and why: it is how the change is found later.';
  if (values.where === 'branch' && !values.branch?.trim()) errors.branch = 'Name the proposal, for example review/careers-page.';
  if (needsIdentity && !values.name?.trim()) errors.name = 'Enter your name.';
  if (needsIdentity && !/^[^\s<>@]+@[^\s<>@]+$/.test(values.email?.trim() ?? '')) errors.email = 'Enter an email address such as jane@example.com.';
  return errors;
}

type TextProps = { name: keyof CommitValues; label: string; type?: string; hint?: string; autoComplete?: string; autoFocus?: boolean };

function TextInput({ name, label, type = 'text', hint, autoComplete = 'off', autoFocus = false }: TextProps) {
  return (
    <FinalField<string> name={name}>
      {({ input, meta }) => {
        const error = meta.touched || meta.submitFailed ? (meta.error ?? (!meta.dirtySinceLastSubmit ? meta.submitError : undefined)) : undefined;
        const id = `publish-${name}`;
        return (
          <Field>
            <label htmlFor={id}>{label}</label>
            <Input {...input} $invalid={Boolean(error)} id={id} type={type} autoFocus={autoFocus} autoComplete={autoComplete} spellCheck={false} aria-invalid={Boolean(error) || undefined} aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined} />
            {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
            {error && <Error id={`${id}-error`}>{error}</Error>}
          </Field>
        );
      }}
    </FinalField>
  );
}

/** The form appears once the history is read, after the dialog opened: the first field to fill takes the focus then. */
function MessageInput({ autoFocus }: { autoFocus: boolean }) {
  return (
    <FinalField<string> name="message">
      {({ input, meta }) => {
        const summary = (input.value ?? '').trim().split('\n')[0] ?? '';
        // Not red before the editor has written anything: only once typed into and left, or on Record.
        const error = (meta.touched && meta.modified) || meta.submitFailed ? meta.error : undefined;
        const long = summary.length > SUMMARY_LIMIT;
        return (
          <Field>
            <label htmlFor="publish-message">Message</label>
            <TextArea {...input} $invalid={Boolean(error)} id="publish-message" rows={4} required autoFocus={autoFocus} aria-invalid={Boolean(error) || undefined} aria-describedby={`publish-message-hint${error ? ' publish-message-error' : ''}`} placeholder="Careers page added and linked from the footer" />
            <Hint id="publish-message-hint" $warn={long}>
              First line: a short summary ({summary.length} of {SUMMARY_LIMIT} characters{long ? '; shorter reads better in every tool' : ''}). Details, if any, go on the lines below.
            </Hint>
            {error && <Error id="publish-message-error">{error}</Error>}
          </Field>
        );
      }}
    </FinalField>
  );
}

type CommitFormProps = {
  status: GitStatus;
  onCommit: (values: { message: string; newBranch?: string; identity?: Identity }) => Promise<SubmissionErrors | undefined>;
};

/** Who commits (asked only when git does not know), the message, and where: the current branch or a new review branch. */
export function CommitForm({ status, onCommit }: CommitFormProps) {
  const [changingIdentity, setChangingIdentity] = useState(false);
  const needsIdentity = status.identity === null || changingIdentity;
  const initial: CommitValues = { message: '', where: status.branch ? 'current' : 'branch', branch: '', name: status.identity?.name ?? '', email: status.identity?.email ?? '' };
  return (
    <Form<CommitValues>
      initialValues={initial}
      validate={(values) => validate(values, needsIdentity)}
      onSubmit={(values) =>
        onCommit({
          message: values.message,
          ...(values.where === 'branch' ? { newBranch: values.branch.trim() } : {}),
          ...(needsIdentity ? { identity: { name: values.name.trim(), email: values.email.trim() } } : {}),
        })
      }
      render={({ handleSubmit, values, submitError }) => (
        <form id="publish-form" onSubmit={handleSubmit} noValidate style={{ display: 'grid', gap: '1rem' }}>
          {needsIdentity ? (
            <Outcome $tone="info">
              <p>
                <strong>Who is publishing?</strong> Each change the studio records says who made it
                {status.identity === null ? ', and this computer does not know your name yet' : ''}: enter your name and email address. They are kept for
                this copy of the site on this computer, for the next time too.
              </p>
              <Pair style={{ marginTop: '0.6rem' }}>
                <TextInput name="name" label="Your name" autoComplete="name" autoFocus />
                <TextInput name="email" label="Your email address" type="email" autoComplete="email" />
              </Pair>
            </Outcome>
          ) : (
            <Hint id="publish-identity">
              Recorded as {status.identity!.name} &lt;{status.identity!.email}&gt;.{' '}
              <Button type="button" onClick={() => setChangingIdentity(true)}>
                Not you? Change
              </Button>
            </Hint>
          )}
          <MessageInput autoFocus={!needsIdentity} />
          <Choices>
            <legend>Where your changes go</legend>
            <label>
              <FinalField<string> name="where" type="radio" value="current" component="input" disabled={!status.branch} />
              {status.branch ? (
                <span>Straight into the site's current version</span>
              ) : (
                <span>Straight into the site's current version (not available here: ask a developer)</span>
              )}
            </label>
            <label>
              <FinalField<string> name="where" type="radio" value="branch" component="input" />
              <span>As a proposal, for someone to check before it goes live</span>
            </label>
          </Choices>
          {values.where === 'branch' && (
            <TextInput
              name="branch"
              label="Name of the proposal"
              hint="The studio then works on the proposal, so what you see and edit next is part of it too; the site's current version is left as it was." 
            />
          )}
          {submitError && (
            <Outcome $tone="failed" role="alert">
              <p>{submitError}</p>
            </Outcome>
          )}
        </form>
      )}
    />
  );
}

/** A refusal from the server, shown under the field it is about (the branch name) or above the buttons. */
export const formError = (message: string, field?: 'identity' | 'branch'): SubmissionErrors => (field === 'branch' ? { branch: message } : { [FORM_ERROR]: message });
