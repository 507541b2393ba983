import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockFetch, renderWithProviders } from '../sdk/testing';
import { RegisterForm } from './RegisterForm';

async function chooseRole(label: string) {
  const select = screen.getByLabelText('Role');
  fireEvent.mouseDown(select);
  const options = await screen.findAllByText(label, { selector: '.ant-select-item-option-content' });
  fireEvent.click(options[0]);
}

describe('RegisterForm', () => {
  beforeEach(() => {
    mockFetch({});
  });

  it('defaults to Employee and hides the PIN field', async () => {
    renderWithProviders(<RegisterForm />);
    expect(await screen.findByText('Employee')).toBeInTheDocument();
    expect(screen.queryByLabelText('PIN (Required for Admin/Foreman)')).not.toBeInTheDocument();
  });

  it.each(['Admin', 'Foreman'])('shows the 4-digit PIN field for %s', async (role) => {
    renderWithProviders(<RegisterForm />);
    await chooseRole(role);
    const pin = await screen.findByLabelText('PIN (Required for Admin/Foreman)');
    expect(pin).toHaveAttribute('placeholder', 'Enter 4-digit PIN');
    expect(pin).toHaveAttribute('maxLength', '4');
  });

  it('names what is missing or wrong in an empty or bad submission', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm />);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('First name is required', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(await screen.findByText('Last name is required')).toBeInTheDocument();
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('posts the registration with the PIN only for admin/foreman', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'POST /api/auth/register': { status: 201, body: { id: 'u1', firstName: 'Ana', lastName: 'Diaz', role: 'worker' } },
      'GET /api/auth/user': { body: { id: 'u1' } },
    });
    renderWithProviders(<RegisterForm />);
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('First Name'), 'Ana');
    await user.type(screen.getByLabelText('Last Name'), 'Diaz');
    await user.type(screen.getByLabelText('Phone Number'), '555-0100');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/register')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/auth/register')!;
    expect(JSON.parse(String(init?.body))).toEqual({
      role: 'worker',
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Diaz',
      phoneNumber: '555-0100',
      password: 'secret1',
    });
    expect(await within(document.body).findByText('Registration successful')).toBeInTheDocument();
    expect(within(document.body).getByText('Welcome to Groundwork!')).toBeInTheDocument();
  });
});
