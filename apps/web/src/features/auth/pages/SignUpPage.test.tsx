// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import { useSession } from '../../../lib/session.ts';
import { calls, currentLocation, json, mockApi, renderRoutes, setLanguage } from '../../../test/render.tsx';
import { fakeToken } from '../../../test/fake-token.ts';
import { RESEND_COOLDOWN_SECONDS } from '../components/SignUpCodeStep.tsx';
import { SignUpPage } from './SignUpPage.tsx';

const student: AuthResponse = {
  token: fakeToken(),
  refreshToken: 'r'.repeat(43),
  user: {
    id: 'u1',
    name: 'Asha Verma',
    email: 'asha@example.com',
    username: 'asha',
    phone: null,
    role: 'user',
    orgRole: 'student',
    organizationId: '00000000-0000-4000-8000-000000000001',
    preferredLanguage: 'en',
    profilePictureUrl: null,
    examGoals: [],
  },
  organization: {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Pariksha',
    description: null,
    address: null,
    email: null,
    logoUrl: null,
    socialMedia: {},
    timeZone: 'Asia/Kolkata',
  },
};
const institute: AuthResponse = { ...student, user: { ...student.user, role: 'admin', orgRole: 'owner', organizationId: 'o2' } };
const started = { channel: 'email', email: 'asha@example.com', expiresInMinutes: 30 };
const startedBySms = { channel: 'sms', phone: '+919876543210', expiresInMinutes: 30 };
const bodyOf = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([input]) => String(input).includes(path))![1]!.body));

function renderSignUp(initial = '/signup') {
  return renderRoutes(
    [
      { path: '/signup', element: <SignUpPage /> },
      { path: '/', element: <p>home page</p> },
      { path: '/organization/admin-dashboard', element: <p>admin dashboard</p> },
    ],
    initial,
  );
}

async function fillForm({ institute = false } = {}) {
  if (institute) fireEvent.change(await screen.findByLabelText(/Institute name/), { target: { value: 'Gyan Coaching' } });
  fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Asha Verma' } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'Asha@Example.com' } });
  fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'asha' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Secret123' } });
  fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'Secret123' } });
  fireEvent.click(screen.getByRole('button', { name: institute ? 'Start Free Trial' : 'Sign Up' }));
}

const codeInput = () => screen.findByRole('textbox', { name: /6-digit code/ });
async function enterCode(code: string) {
  fireEvent.change(await codeInput(), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

// A whole form is filled in each test; the first also loads MUI and the catalogues.
describe('SignUpPage: the form, then the mailed code', { timeout: 20_000 }, () => {
  const scrollTo = vi.fn();
  beforeEach(async () => {
    scrollTo.mockReset();
    vi.stubGlobal('scrollTo', scrollTo);
    await setLanguage('en', ['auth', 'common']);
    localStorage.clear();
    useSession.getState().clear();
    useSession.setState({ selectedLanguage: 'en' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('after the form, asks for the code sent to the email, and signs nobody in yet', async () => {
    const fetchMock = mockApi({ 'POST /auth/signup': () => json(started, 202) });
    renderSignUp();
    await fillForm();

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('asha@example.com', { selector: 'strong' }).parentElement).toHaveTextContent(
      'Enter the 6-digit code we sent to asha@example.com',
    );
    const input = await codeInput();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAccessibleDescription(/works for 30 minutes/);
    expect(input).toHaveFocus();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 }); // the form's button was far down a phone's screen
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change email' })).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/auth/signup')).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.com',
      username: 'asha',
      password: 'Secret123',
      preferredLanguage: 'en',
    });
    expect(useSession.getState().token).toBeNull();
  });

  it('the right code signs the student in, asks for the exam goal, saves it and goes home', async () => {
    const fetchMock = mockApi({
      'POST /auth/signup': () => json(started, 202),
      'POST /auth/signup/verify': () => json(student, 201),
      'PATCH /profile': () => json({ user: { ...student.user, examGoals: ['banking'] }, organization: student.organization }),
    });
    renderSignUp();
    await fillForm();
    // A pasted code keeps only its digits.
    await enterCode('123 456');
    expect(await screen.findByRole('heading', { level: 1, name: 'Which exam are you preparing for?' })).toBeInTheDocument();
    expect(useSession.getState().token).toBe(student.token);
    expect(bodyOf(fetchMock, '/auth/signup/verify')).toEqual({ email: 'asha@example.com', code: '123456' });
    const banking = screen.getByRole('button', { name: 'Banking' });
    expect(banking).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(banking);
    expect(banking).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(bodyOf(fetchMock, '/profile')).toEqual({ examGoals: ['banking'] });
  });

  it('signs up with a mobile number only: the code goes by SMS, the goal step can be skipped', async () => {
    const fetchMock = mockApi({
      'POST /auth/signup': () => json(startedBySms, 202),
      'POST /auth/signup/verify': () => json({ ...student, user: { ...student.user, email: null, phone: '+919876543210' } }, 201),
    });
    renderSignUp();
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Asha Verma' } });
    fireEvent.change(screen.getByLabelText(/^Mobile number/), { target: { value: '98765 43210' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Secret123' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'Secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your SMS' })).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/auth/signup')).toEqual({
      name: 'Asha Verma',
      phone: '+919876543210',
      password: 'Secret123',
      preferredLanguage: 'en',
    });
    await enterCode('123456');
    fireEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    expect(bodyOf(fetchMock, '/auth/signup/verify')).toEqual({ phone: '+919876543210', code: '123456' });
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('an institute lands on its admin dashboard', async () => {
    const fetchMock = mockApi({ 'POST /auth/signup': () => json(started, 202), 'POST /auth/signup/verify': () => json(institute, 201) });
    renderSignUp('/signup?type=institute');
    await fillForm({ institute: true });
    await enterCode('654321');
    await waitFor(() => expect(currentLocation()).toBe('/organization/admin-dashboard'));
    expect(bodyOf(fetchMock, '/auth/signup')).toMatchObject({ instituteName: 'Gyan Coaching' });
  });

  it('checks the code has six digits before calling the server', async () => {
    const fetchMock = mockApi({ 'POST /auth/signup': () => json(started, 202) });
    renderSignUp();
    await fillForm();
    await enterCode('12');
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual(['POST /auth/signup']);
  });

  it("shows the server's message under the code for a wrong code and stays on the step", async () => {
    const message = 'Invalid or expired code';
    mockApi({
      'POST /auth/signup': () => json(started, 202),
      'POST /auth/signup/verify': () =>
        json({ error: { code: 'VALIDATION_FAILED', message, details: { fields: [{ field: 'code', message }] } } }, 400),
    });
    renderSignUp();
    await fillForm();
    await enterCode('000000');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(await codeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(await codeInput()).toHaveAccessibleDescription(/^Invalid or expired code The code works for 30 minutes/);
    expect(screen.getByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
  });

  it('shows the rate-limit answer as a warning', async () => {
    const message = 'Too many attempts. Please wait a few minutes and try again.';
    mockApi({
      'POST /auth/signup': () => json(started, 202),
      'POST /auth/signup/verify': () => json({ error: { code: 'RATE_LIMITED', message } }, 429),
    });
    renderSignUp();
    await fillForm();
    await enterCode('000000');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('"Resend code" waits out its cooldown, then sends a new code and starts it again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchMock = mockApi({ 'POST /auth/signup': () => json(started, 202), 'POST /auth/signup/resend': () => json(started, 202) });
    renderSignUp();
    await fillForm();
    const waiting = await screen.findByRole('button', { name: /^Resend code in \d+ s$/ });
    expect(waiting).toBeDisabled();

    vi.setSystemTime(Date.now() + RESEND_COOLDOWN_SECONDS * 1000 + 1);
    const resend = await screen.findByRole('button', { name: 'Resend code' }, { timeout: 2500 });
    expect(resend).toBeEnabled();
    fireEvent.click(resend);
    expect(await screen.findByRole('status')).toHaveTextContent('A new code is on its way to asha@example.com.');
    expect(bodyOf(fetchMock, '/auth/signup/resend')).toEqual({ email: 'asha@example.com' });
    expect(screen.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();
  });

  it('"Change email" goes back to the form with what was typed, the email focused', async () => {
    mockApi({ 'POST /auth/signup': () => json(started, 202) });
    renderSignUp();
    await fillForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Change email' }));
    const email = await screen.findByLabelText(/^Email/);
    expect(email).toHaveValue('Asha@Example.com');
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByLabelText(/^Username/)).toHaveValue('asha');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
  });

  it('a username taken while the code was pending sends the person back to the form, the error on the username', async () => {
    mockApi({
      'POST /auth/signup': () => json(started, 202),
      'POST /auth/signup/verify': () => json({ error: { code: 'CONFLICT', message: 'This username is taken' } }, 409),
    });
    renderSignUp();
    await fillForm();
    await enterCode('123456');
    const username = await screen.findByLabelText(/^Username/);
    expect(await screen.findByText('This username is taken')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(username).toHaveFocus());
  });

  it('reads in Hindi', async () => {
    await setLanguage('hi', ['auth', 'common']);
    useSession.setState({ selectedLanguage: 'hi' });
    mockApi({ 'POST /auth/signup': () => json(started, 202) });
    renderSignUp();
    fireEvent.change(await screen.findByLabelText(/^नाम/), { target: { value: 'Asha Verma' } });
    fireEvent.change(screen.getByLabelText(/^ईमेल/), { target: { value: 'asha@example.com' } });
    fireEvent.change(screen.getByLabelText(/^यूज़रनेम/), { target: { value: 'asha' } });
    fireEvent.change(screen.getByLabelText(/^पासवर्ड \*/), { target: { value: 'Secret123' } });
    fireEvent.change(screen.getByLabelText(/^पासवर्ड की पुष्टि/), { target: { value: 'Secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'साइन अप करें' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'अपना ईमेल देखें' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /6 अंकों का कोड/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पुष्टि करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ईमेल बदलें' })).toBeInTheDocument();
  });
});
