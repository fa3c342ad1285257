import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import QRCode from 'react-qr-code';
import type { ClientConfig } from '#contract/auth';
import type { DownloadLinks } from '#src/components/layout/footer';
import { Captcha } from '#src/components/captcha/captcha';
import { Form } from '#src/components/fields/form';
import { Button } from '#src/components/ui/button';
import { Dialog } from '#src/components/ui/dialog';
import { SmartLink } from '#src/components/ui/smart-link';
import type { ActorRefFrom } from 'xstate';
import { type getTheAppMachine, SUCCESS_TITLE } from '#machines/get-the-app/get-the-app.machine';
import { getTheAppFlow } from './get-the-app.actors';
import styles from './get-the-app-page.module.css';
import { inspect } from '#src/lib/inspection';

interface GetTheAppPageProps {
  config: ClientConfig;
  downloadLinks: DownloadLinks | null;
}

interface GetTheAppViewProps {
  actor: ActorRefFrom<typeof getTheAppMachine>;
  captcha: ClientConfig['captcha'];
  downloadLinks: DownloadLinks | null;
}

const STORES = ['app_store', 'google_play', 'app_gallery'] as const;

/**
 * /get-the-app (docs/specification.md#get-the-app): the download link by SMS (numbers only, at most
 * 11, a captcha), the QR code of the link from the settings, and the store buttons.
 */
export function GetTheAppPage({ config, downloadLinks }: GetTheAppPageProps) {
  const actor = useActorRef(getTheAppFlow, { inspect });
  return <GetTheAppView actor={actor} captcha={config.captcha} downloadLinks={downloadLinks} />;
}

/** The page for one getTheApp actor. */
export function GetTheAppView({ actor, captcha, downloadLinks }: GetTheAppViewProps) {
  const inputId = useId();
  const errorId = useId();
  const captchaErrorId = useId();
  const view = useSelector(actor, (snapshot) => ({
    mobile: snapshot.context.mobile,
    mobileError: snapshot.context.mobileError,
    captchaError: snapshot.context.captchaError,
    error: snapshot.context.error,
    notice: snapshot.context.notice,
    captchaKey: snapshot.context.captchaKey,
    maskedMobile: snapshot.context.maskedMobile,
    sending: snapshot.hasTag('busy'),
    sent: snapshot.matches('sent'),
  }));

  return (
    <div className="container">
      <div className={styles.layout}>
        <section className={styles.card} aria-labelledby="get-the-app-title">
          <h1 id="get-the-app-title" className={styles.title}>
            Get the Go Rewards app
          </h1>
          <p className={styles.lead}>
            Earn and redeem points on the go. Enter your mobile number and we&apos;ll text you the
            download link.
          </p>
          <Form className={styles.form} onSubmit={() => actor.send({ type: 'form.submit' })}>
            <div className={styles.field}>
              <label htmlFor={inputId}>Mobile number</label>
              <input
                id={inputId}
                className={styles.input}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder="09XXXXXXXXX"
                // Spaces and dashes a member pastes are dropped by the machine (11 digits kept),
                // so the field takes the number as written.
                maxLength={20}
                value={view.mobile}
                aria-invalid={view.mobileError ? true : undefined}
                aria-describedby={view.mobileError ? errorId : undefined}
                onChange={(event) =>
                  actor.send({ type: 'mobile.change', value: event.target.value })
                }
              />
              {view.mobileError && (
                <p id={errorId} className={styles.error} role="alert">
                  {view.mobileError}
                </p>
              )}
            </div>
            <div aria-describedby={view.captchaError ? captchaErrorId : undefined}>
              <Captcha
                key={view.captchaKey}
                config={captcha}
                onChange={(token) => actor.send({ type: 'captcha.change', token })}
              />
            </div>
            {view.captchaError && (
              <p id={captchaErrorId} className={styles.error} role="alert">
                {view.captchaError}
              </p>
            )}
            {view.error && (
              <p className={styles.error} role="alert">
                {view.error}
              </p>
            )}
            {view.notice && (
              <div className={styles.notice} role="alert">
                <p className={styles.noticeTitle}>{view.notice.title}</p>
                <p>{view.notice.message}</p>
              </div>
            )}
            <Button type="submit" disabled={view.sending} aria-busy={view.sending}>
              Send Link
            </Button>
          </Form>
        </section>

        {downloadLinks && (
          <section className={styles.card} aria-labelledby="get-the-app-scan">
            <h2 id="get-the-app-scan" className={styles.subtitle}>
              {downloadLinks.qr_code.title}
            </h2>
            <div
              className={styles.qr}
              role="img"
              aria-label={`QR code for ${downloadLinks.qr_code.value}`}
            >
              <QRCode value={downloadLinks.qr_code.value} size={176} aria-hidden="true" />
            </div>
            <ul role="list" className={styles.stores}>
              {STORES.map((key) => (
                <li key={key}>
                  <SmartLink href={downloadLinks[key].value} className={styles.store} newTab>
                    {downloadLinks[key].title}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      <Dialog
        open={view.sent}
        title={SUCCESS_TITLE}
        onClose={() => actor.send({ type: 'dialog.close' })}
        actions={<Button onClick={() => actor.send({ type: 'dialog.close' })}>Close</Button>}
      >
        <p>
          We sent the download link to <strong>{view.maskedMobile}</strong>.
        </p>
      </Dialog>
    </div>
  );
}
