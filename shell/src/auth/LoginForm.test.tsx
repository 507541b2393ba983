import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockFetch, renderWithProviders } from '../sdk/testing';
import { LoginForm } from './LoginForm';

// Notices load antd's notification on first use: slow on a busy machine, hence the long waits.
const loginCalls = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([url]) => url === '/api/auth/login');

describe('LoginForm', () => {
  it('names each missing field on an empty submission, posts nothing and focuses the first wrong field', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({});
    renderWithProviders(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(loginCalls(fetchMock)).toHaveLength(0);
  });

  it('checks a field as it changes: a bad address is named, a fixed one clears its message', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />);
    const email = screen.getByLabelText('Email');
    await user.type(email, 'dana@site');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(email, '.com');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('posts the trimmed email and the password, then tells the user', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'POST /api/auth/login': { body: { id: 'u1', firstName: 'Ana', lastName: 'Diaz', role: 'worker' } },
    });
    renderWithProviders(<LoginForm />);
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), ' secret ');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(loginCalls(fetchMock)).toHaveLength(1), { timeout: 10_000 });
    expect(JSON.parse(String(loginCalls(fetchMock)[0][1]?.body))).toEqual({ email: 'ana@example.com', password: ' secret ' });
    expect(await within(document.body).findByText('Login successful', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('shows the server message when the login is refused', async () => {
    const user = userEvent.setup();
    mockFetch({
      'POST /api/auth/login': { status: 401, body: { statusCode: 401, message: 'Invalid email or password', error: 'Unauthorized' } },
    });
    renderWithProviders(<LoginForm />);
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await within(document.body).findByText('Login failed', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(document.body).getByText('Invalid email or password')).toBeInTheDocument();
  });

  it('shows and hides the password with a switch named for what it does next', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.queryByRole('button', { name: 'Show' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
