import { expect } from '@playwright/test';
import { test } from './fixtures';
import { solveCaptcha } from './auth-helpers';

test('get the app: SMS link with the masked number, QR code and store buttons', async ({
  page,
  request,
}) => {
  await page.goto('/get-the-app');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Get the Go Rewards app' }),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'QR code for https://gorewards.com.ph/app' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Google Play' })).toHaveAttribute(
    'href',
    /play\.google\.com/,
  );

  const field = page.getByLabel('Mobile number');
  const send = page.getByRole('button', { name: 'Send Link' });
  await field.pressSequentially('12ab345');
  await expect(field).toHaveValue('12345');
  await send.click();
  await expect(page.getByText('Invalid mobile format')).toBeVisible();
  await expect(field).toHaveAccessibleDescription('Invalid mobile format');
  await expect(page.getByText('Please complete the captcha.')).toBeVisible();
  await field.fill('');
  await field.pressSequentially('091712345678');
  await expect(field).toHaveValue('09171234567');
  await solveCaptcha(page);
  await send.click();

  const dialog = page.getByRole('dialog', { name: 'Successful!' });
  await expect(dialog.getByText('0917 *** 4567')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(field).toHaveValue('');

  const outbox = await request.get('/api/dev/outbox?to=09171234567');
  const messages = (await outbox.json()) as { body: string }[];
  expect(messages[0]?.body).toContain('https://');
});

test('get the app: a number pasted with spaces or dashes keeps all its digits and is sent', async ({
  page,
}) => {
  await page.goto('/get-the-app');
  const field = page.getByLabel('Mobile number');
  await field.fill('0917 123 4567');
  await expect(field).toHaveValue('09171234567');
  await field.fill('0917-123-4568');
  await expect(field).toHaveValue('09171234568');
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Send Link' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Successful!' }).getByText('0917 *** 4568'),
  ).toBeVisible();
});
