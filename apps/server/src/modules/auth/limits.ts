import type { AppContext } from '../../lib/context.ts';

/**
 * Routes that send e-mail. Too many requests from one client address, or for one e-mail address
 * from one client address, are refused (429). Requests for one e-mail address from every client
 * together are never refused, so a stranger cannot stop the owner from asking, but beyond their
 * ceiling no e-mail is sent: answers false then (the caller answers the same and sends nothing).
 */
export async function limitMailSending(
  ctx: AppContext,
  { clientIp, email }: { clientIp: string; email: string },
): Promise<boolean> {
  const limits = ctx.config.rateLimits;
  await ctx.limiter.consume(`mail:ip:${clientIp}`, limits.mailSending);
  await ctx.limiter.consume(`mail:ip-to:${clientIp}:${email}`, limits.mailPerAddress);
  return ctx.limiter.allow(`mail:to:${email}`, limits.mailPerAddressAllClients);
}

/**
 * Password guessing: per client address and e-mail, per client address alone, and per account from
 * every address (guessing spread over many addresses). The account's limit counts failed attempts
 * only (countFailedLogin) but refuses every attempt once used, the right password too.
 *
 * A browser that signed in to the account before shows its device cookie (docs/decisions/076): it is
 * held to its own allowance of failed attempts only, so strangers who used up the account's count (or
 * share the owner's address) lock out strangers, never the owner's browsers.
 */
export async function limitLogin(
  ctx: AppContext,
  { clientIp, email, device }: { clientIp: string; email: string; device: string | null },
): Promise<void> {
  if (device) {
    await ctx.limiter.check(`login:device:${device}`, ctx.config.rateLimits.loginPerDevice);
    return;
  }
  await ctx.limiter.consume(`login:${clientIp}:${email}`, ctx.config.rateLimits.login);
  const perIp = ctx.config.rateLimits.login;
  await ctx.limiter.consume(`login:${clientIp}`, { max: perIp.max * 5, windowMs: perIp.windowMs });
  await ctx.limiter.check(`login:account:${email}`, ctx.config.rateLimits.loginPerAccount);
}

/** A wrong password or an unknown e-mail address: one more failure on the device's count, or else the account's. */
export async function countFailedLogin(
  ctx: AppContext,
  { email, device }: { email: string; device: string | null },
): Promise<void> {
  if (device) await ctx.limiter.allow(`login:device:${device}`, ctx.config.rateLimits.loginPerDevice);
  else await ctx.limiter.allow(`login:account:${email}`, ctx.config.rateLimits.loginPerAccount);
}

/** After a password reset the owner may sign in at once, whoever tried the account before. */
export async function clearLoginLimits(ctx: AppContext, { clientIp, email }: { clientIp: string; email: string }): Promise<void> {
  await ctx.limiter.reset(`login:account:${email}`);
  await ctx.limiter.reset(`login:${clientIp}:${email}`);
}
