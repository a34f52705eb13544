// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../src/app/AppProviders';
import ContactForm from '../../../src/blocks/contact-form/ContactForm';
import { EnquiryForm } from '../../../src/blocks/contact-form/EnquiryForm';
import type { ContactFormBlock } from '../../../src/blocks/contact-form/schema';
import type { SendEnquiry, SendOutcome } from '../../../src/blocks/contact-form/sendEnquiry';
import { Toast } from '../../../src/blocks/contact-form/Toast';
import { theme } from '../../../src/theme/tokens';
import { site } from '../../setup/renderApp';

const block = site().pages.pages.find((page) => page.path === '/contact')!.blocks.find((item) => item.type === 'contact-form') as ContactFormBlock;
const messages = { ...site().nav.site.labels.formMessages!, ...block.messages };

function renderForm(send: SendEnquiry | null, words: ContactFormBlock = block) {
  return render(
    <ThemeProvider theme={theme}>
      <SnackbarProvider Components={{ success: Toast, error: Toast }} autoHideDuration={5000}>
        <EnquiryForm words={words} messages={messages} send={send} />
      </SnackbarProvider>
    </ThemeProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const typeInto = (label: string, value: string) => {
  fireEvent.focus(field(label));
  fireEvent.change(field(label), { target: { value } });
  fireEvent.blur(field(label));
};

function fillValid() {
  typeInto('First name', 'Ada');
  typeInto('Last name', 'Lovelace');
  typeInto('Phone number', '+44 20 7946 0958');
  typeInto('Email', 'ada@example.com');
  typeInto('Organisation name', 'Analytical Engines');
  fireEvent.click(screen.getByLabelText('Technical Support'));
  typeInto('Message', 'Aeration upgrade for a 20 MLD plant.');
}

const submit = () => act(async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
});

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the enquiry form', () => {
  it('labels every control and hides errors until a field is touched', () => {
    renderForm(vi.fn());
    for (const label of ['First name', 'Last name', 'Phone number', 'Email', 'Organisation name', 'Message'])
      expect(field(label).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('radiogroup', { name: 'Subject' })).toBeTruthy();
    expect(screen.queryByText('Required')).toBeNull();
    expect(field('Phone number').type).toBe('tel');
    fireEvent.change(field('First name'), { target: { value: 'A' } });
    expect(screen.queryByText('too short!')).toBeNull();
    fireEvent.blur(field('First name'));
    const error = screen.getByText('too short!');
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');
    expect(field('First name').getAttribute('aria-describedby')).toBe(error.id);
    fireEvent.change(field('First name'), { target: { value: 'Ada' } });
    expect(screen.queryByText('too short!')).toBeNull();
  });

  it('on a submit with errors shows every message and moves focus to the first invalid field', async () => {
    const send = vi.fn();
    renderForm(send);
    typeInto('First name', 'Ada');
    await submit();
    expect(send).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field('Last name'));
    expect(screen.getAllByText('Required')).toHaveLength(3);
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    expect(screen.getByText('A radio option is required')).toBeTruthy();
  });

  it('sends a valid enquiry once, shows the success toast and empties the form', async () => {
    let sent: Record<string, unknown> = {};
    const send = vi.fn<SendEnquiry>(async (form) => {
      sent = Object.fromEntries(new FormData(form));
      return { ok: true };
    });
    renderForm(send);
    fillValid();
    await submit();
    expect(send).toHaveBeenCalledTimes(1);
    expect(sent).toMatchObject({ firstName: 'Ada', inquiry: 'TechnicalSupport', phoneNumber: '+44 20 7946 0958' });
    expect((await screen.findByRole('status')).textContent).toBe('Your form is submitted !');
    expect(field('First name').value).toBe('');
    expect((screen.getByLabelText('Technical Support') as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByText('Required')).toBeNull();
  });

  it('disables the button while sending, so one click sends one enquiry', async () => {
    let finish: (outcome: SendOutcome) => void = () => {};
    const send = vi.fn<SendEnquiry>(() => new Promise((done) => { finish = done; }));
    renderForm(send);
    fillValid();
    await submit();
    const button = screen.getByRole('button', { name: block.sending }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    fireEvent.submit(button.form!);
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => finish({ ok: true }));
  });

  it('keeps a message that failed to send and restores every value', async () => {
    renderForm(async () => ({ ok: false, reason: 'The template ID is invalid' }));
    fillValid();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The template ID is invalid');
    expect(field('First name').value).toBe('');
    expect(window.sessionStorage.length).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Restore your unsent message' }));
    expect(field('First name').value).toBe('Ada');
    expect(field('Organisation name').value).toBe('Analytical Engines');
    expect(field('Message').value).toBe('Aeration upgrade for a 20 MLD plant.');
    expect((screen.getByLabelText('Technical Support') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Restore your unsent message' })).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('offers the kept message again after a reload, and says so when the service cannot be reached', async () => {
    const first = renderForm(async () => ({ ok: false, reason: null }));
    fillValid();
    await submit();
    expect((await screen.findByRole('alert')).textContent).toContain(block.notices.network);
    first.unmount();
    renderForm(vi.fn());
    fireEvent.click(await screen.findByRole('button', { name: 'Restore your unsent message' }));
    expect(field('Last name').value).toBe('Lovelace');
  });

  it('drops an enquiry whose hidden trap field was filled, without sending it', async () => {
    const send = vi.fn<SendEnquiry>(async () => ({ ok: true }));
    const { container } = renderForm(send);
    const trap = container.querySelector('input[name="website"]') as HTMLInputElement;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    fillValid();
    trap.value = 'https://spam.example.com';
    await submit();
    expect(send).not.toHaveBeenCalled();
    expect(field('First name').value).toBe('');
  });

  it('without email settings says it is not configured and keeps what was typed', async () => {
    renderForm(null);
    expect(screen.getByText(block.notices.notConfigured)).toBeTruthy();
    fillValid();
    await submit();
    expect(within(await screen.findByRole('alert')).getByText(block.notices.notConfigured)).toBeTruthy();
    expect(field('First name').value).toBe('Ada');
  });

  it('gives each toast its own id and closes one on click', async () => {
    renderForm(async () => ({ ok: true }));
    fillValid();
    await submit();
    fillValid();
    await submit();
    const toasts = await screen.findAllByRole('status');
    expect(toasts).toHaveLength(2);
    expect(new Set(toasts.map((toast) => toast.id)).size).toBe(2);
    fireEvent.click(toasts[0]!);
    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(1), { timeout: 3000 });
  });
});

describe('a form with other fields (another organisation\'s quote form)', () => {
  const quote: ContactFormBlock = {
    ...block,
    fields: [
      { name: 'fullName', label: 'Your name', type: 'text', required: true, minLength: 2, maxLength: 60, autocomplete: 'name' },
      { name: 'postcode', label: 'Postcode', type: 'text', required: true, pattern: '[A-Z]{1,2}[0-9][0-9A-Z]? ?[0-9][A-Z]{2}', patternMessage: 'Enter a UK postcode, e.g. WR14 2AB', autocomplete: 'postal-code' },
      { name: 'roofType', label: 'Roof type', type: 'choice', required: true, options: ['Pitched', 'Flat', 'Metal', 'Other'].map((label) => ({ value: label.toLowerCase(), label })) },
      { name: 'notes', label: 'Anything else', type: 'textarea', required: false, hint: 'Optional details' },
    ],
  };

  it('shows its own fields, checks its pattern with its message, and sends each value under its name', async () => {
    let sent: Record<string, unknown> = {};
    const send = vi.fn<SendEnquiry>(async (form) => {
      sent = Object.fromEntries(new FormData(form));
      return { ok: true };
    });
    renderForm(send, quote);
    expect(screen.queryByLabelText('First name', { exact: false })).toBeNull();
    expect(screen.getByRole('radiogroup', { name: 'Roof type' })).toBeTruthy();
    expect(screen.getByLabelText('Anything else', { exact: false }).closest('div')!.textContent).toContain('(optional)');
    typeInto('Your name', 'Grace Hopper');
    typeInto('Postcode', 'WR14');
    await submit();
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a UK postcode, e.g. WR14 2AB')).toBeTruthy();
    expect(screen.getByText('A radio option is required')).toBeTruthy();
    expect(document.activeElement).toBe(field('Postcode'));
    typeInto('Postcode', 'WR14 2AB');
    fireEvent.click(screen.getByLabelText('Flat'));
    await submit();
    expect(send).toHaveBeenCalledTimes(1);
    expect(sent).toEqual({ fullName: 'Grace Hopper', postcode: 'WR14 2AB', roofType: 'flat', notes: '', website: '' });
  });
});

describe('the contact-form block', () => {
  it('shows the form in a card with the contact details beside it', () => {
    render(
      <AppProviders>
        <MemoryRouter>
          <ContactForm block={block} level={2} isFirst={false} />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 2, name: block.heading })).toBeTruthy();
    const aside = screen.getByRole('complementary');
    expect(within(aside).getByRole('heading', { name: block.aside!.heading })).toBeTruthy();
    expect(within(aside).getByRole('link', { name: 'enquiries@example.com' }).getAttribute('href')).toBe('mailto:enquiries@example.com');
  });
});
