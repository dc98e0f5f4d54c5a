import { apiClient, createVerifiedConsumer, expect, PASSWORD, type PlaywrightApi, signedInApi } from './fixtures.ts';
import type { Professional } from './professional.ts';

/** A verified client who messaged the professional (signed in) and got a reply in the conversation. */
export async function repliedClient(
  playwright: PlaywrightApi,
  pro: Professional,
  firstName: string,
): Promise<{ email: string; messageId: string }> {
  const anonymous = await apiClient(playwright);
  const email = await createVerifiedConsumer(anonymous, firstName);
  await anonymous.dispose();
  const client = await signedInApi(playwright, email, PASSWORD);
  const sent = await client.post(`/api/messages/${pro.cxid}`, {
    data: {
      firstName,
      lastName: 'Tester',
      email,
      phone: '(512) 555-0123',
      isRealEstateAgent: false,
      helpType: 'credit-optimization',
      preferredContact: 'email',
      message: 'We want to raise our scores before we apply for a mortgage.',
      consent: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await client.dispose();

  const professional = await signedInApi(playwright, pro.email, pro.password);
  const inbox = await professional.get('/api/dashboard/messages/all?page=1&limit=50');
  const { messages } = (await inbox.json()) as { messages: { id: string; email: string }[] };
  const message = messages.find((m) => m.email === email);
  expect(message, 'the message in the inbox').toBeTruthy();
  const reply = await professional.post(`/api/dashboard/messages/${message?.id}/replies`, {
    data: { body: 'Happy to help: let us look at your credit report together.' },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  await professional.dispose();
  return { email, messageId: message?.id ?? '' };
}
