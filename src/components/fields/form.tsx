import type { FormHTMLAttributes } from 'react';
import { FormFields } from './form-fields';

type FormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & { onSubmit: () => void };

/** Browser validation is off: the machine decides what may be sent and the view shows why not. */
export function Form({ onSubmit, children, ...props }: FormProps) {
  return (
    <form
      noValidate
      {...props}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FormFields>{children}</FormFields>
    </form>
  );
}
