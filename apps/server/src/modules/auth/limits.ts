import type { AppContext } from '../../lib/context.ts';

/** Routes that send e-mail: limited per client address and per e-mail address. */
export async function limitMailSending(ctx: AppContext, clientIp: string, email: string): Promise<void> {
  await ctx.limiter.consume(`mail:ip:${clientIp}`, ctx.config.rateLimits.mailSending);
  await ctx.limiter.consume(`mail:to:${email}`, ctx.config.rateLimits.mailPerAddress);
}

/** Password guessing: per client address and e-mail, and per client address alone. */
export async function limitLogin(ctx: AppContext, clientIp: string, email: string): Promise<void> {
  await ctx.limiter.consume(`login:${clientIp}:${email}`, ctx.config.rateLimits.login);
  const perIp = ctx.config.rateLimits.login;
  await ctx.limiter.consume(`login:${clientIp}`, { max: perIp.max * 5, windowMs: perIp.windowMs });
}
