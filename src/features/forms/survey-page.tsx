import { useActorRef, useSelector } from '@xstate/react';
import { SURVEY_SUCCESS_MESSAGE, type Survey } from '#contract/forms';
import type { ActorRefFrom } from 'xstate';
import type { SurveyField, surveyFormMachine } from '#machines/survey-form/survey-form.machine';
import { TextField } from '#src/components/fields/text-field';
import { Form } from '#src/components/fields/form';
import { Button } from '#src/components/ui/button';
import { surveyFormFlow } from './forms.actors';
import styles from './forms.module.css';
import { inspect } from '#src/lib/inspection';

const FIELDS: { name: SurveyField; label: string }[] = [
  { name: 'grNumber', label: 'Membership number' },
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
];

/** /survey/{surveyId} (docs/specification.md#raffle-survey): success says 'Form Submitted'. */
export function SurveyPage({ survey }: { survey: Survey }) {
  const actor = useActorRef(surveyFormFlow, {
    input: { surveyId: survey.surveyId, initial: { grNumber: '', firstName: '', lastName: '' } },
    inspect,
  });
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{survey.title}</h1>
      <p className={styles.muted}>{survey.description}</p>
      <section className={styles.panel} aria-labelledby="survey-form-title">
        <h2 id="survey-form-title" className={styles.panelTitle}>
          Your details
        </h2>
        <SurveyForm actor={actor} />
      </section>
    </article>
  );
}

/** The survey's fields for one survey actor. */
export function SurveyForm({ actor }: { actor: ActorRefFrom<typeof surveyFormMachine> }) {
  const view = useSelector(actor, (snapshot) => ({
    values: snapshot.context.values,
    fieldErrors: snapshot.context.fieldErrors,
    error: snapshot.context.error,
    submitted: snapshot.matches('submitted'),
    busy: snapshot.hasTag('busy'),
  }));
  return view.submitted ? (
    <p className={styles.success} role="status">
      {SURVEY_SUCCESS_MESSAGE}
    </p>
  ) : (
    <Form className={styles.form} onSubmit={() => actor.send({ type: 'form.submit' })}>
      {view.error && (
        <p className={styles.error} role="alert">
          {view.error}
        </p>
      )}
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          value={view.values[field.name]}
          error={view.fieldErrors[field.name]}
          {...(field.name === 'grNumber'
            ? { inputMode: 'numeric' as const, maxLength: 16 }
            : { maxLength: 50 })}
          onChange={(value) => actor.send({ type: 'field.change', name: field.name, value })}
        />
      ))}
      <Button type="submit" aria-busy={view.busy} disabled={view.busy}>
        Submit
      </Button>
    </Form>
  );
}
