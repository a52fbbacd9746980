import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { site } from '../../../contract/site'

/**
 * SMTP comes from the environment. In development and tests cms/server.ts starts a loopback
 * capture server first and points SMTP_HOST/SMTP_PORT at it; production requires real settings.
 */
export const smtpSettingsFromEnv = () => ({
  host: process.env.SMTP_HOST,
  port: Number(process.env.SMTP_PORT ?? 587),
  secure: process.env.SMTP_SECURE === 'true',
  auth: process.env.SMTP_USER ? { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS ?? '' } : undefined,
  // The loopback capture server speaks plain SMTP; real servers upgrade with STARTTLS as usual.
  ignoreTLS: process.env.SMTP_IGNORE_TLS === 'true',
})

export const emailAdapter = () =>
  nodemailerAdapter({
    defaultFromAddress: process.env.MAIL_FROM_ADDRESS ?? 'no-reply@saesol.ac.kr',
    defaultFromName: process.env.MAIL_FROM_NAME ?? site.organizationName,
    // Verifying would open a connection while the config loads (also in `npm run seed`, which sends nothing).
    skipVerify: true,
    transportOptions: smtpSettingsFromEnv(),
  })
