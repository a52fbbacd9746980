import type { AddressInfo } from 'node:net'
import express, { type Router } from 'express'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { type CapturedMail, renderMailbox } from './mailbox-page'

export type { CapturedMail }

/** Enough for a development session or a test run; older mail falls off the front. */
const MAX_KEPT = 500

/**
 * Development and test stand-in for a mail server: an SMTP server on loopback that keeps every
 * message in memory, plus a mailbox page (/dev/mailbox) and its JSON for tests. Never in production.
 */
export const startMailCapture = async (log: (line: string) => void) => {
  const mails: CapturedMail[] = []
  let nextId = 1

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    banner: 'portal development mail capture',
    // close() waits this long for open SMTP sessions (default 30 s); a stopping server has no mail left to take.
    closeTimeout: 1_000,
    // The reserved .invalid domain (RFC 2606) never takes mail: refused here as a real server refuses
    // an unknown mailbox, so the retries and the staff's list of failed mail can be seen and tested.
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().endsWith('.invalid')) callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }))
      else callback()
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase())
          const mail: CapturedMail = {
            id: nextId++,
            to,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: new Date().toISOString(),
          }
          mails.push(mail)
          if (mails.length > MAX_KEPT) mails.shift()
          log(`[개발용 메일함] ${to.join(', ')} ← ${mail.subject}`)
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })

  const port = await new Promise<number>((resolve, reject) => {
    smtp.once('error', reject)
    smtp.listen(Number(process.env.SMTP_CAPTURE_PORT ?? 0), '127.0.0.1', () => resolve((smtp.server.address() as AddressInfo).port))
  })

  const router: Router = express.Router()
  router.get('/dev/mailbox/messages', (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to.toLowerCase() : ''
    res.setHeader('Cache-Control', 'no-store')
    res.json({ messages: (to ? mails.filter((mail) => mail.to.includes(to)) : mails).slice().reverse() })
  })
  router.get('/dev/mailbox', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.type('html').send(renderMailbox(mails.slice().reverse()))
  })

  return {
    host: '127.0.0.1',
    port,
    router,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  }
}
