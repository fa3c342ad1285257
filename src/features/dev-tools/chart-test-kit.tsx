import { render } from '@testing-library/react';
import { loginMachine } from '#machines/login/login.machine';
import type { InspectionStore } from '#src/lib/inspection';
import { StatechartsView } from './statecharts-page';

/** The `data-state` paths of the elements the selector finds, in document order. */
export const statesOf = (container: HTMLElement, selector: string) =>
  [...container.querySelectorAll<HTMLElement | SVGElement>(selector)].map(
    (element) => element.dataset.state,
  );

export const renderLoginCharts = (store: InspectionStore) =>
  render(
    <StatechartsView
      machines={[loginMachine]}
      machineId="login"
      onChoose={() => undefined}
      store={store}
    />,
  );
