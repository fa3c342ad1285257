import type { ChartState, ChartTransition } from './statechart-model';
import styles from './statecharts-page.module.css';

function TransitionLine({ transition }: { transition: ChartTransition }) {
  return (
    <li className={styles.transition}>
      <code className={styles.trigger}>{transition.trigger}</code>
      {transition.guard && <span className={styles.guard}> [{transition.guard}]</span>}
      <span aria-hidden="true"> → </span>
      <span className={styles.target}>
        {transition.targets.length > 0
          ? transition.targets.join(', ') + (transition.reenter ? ' (re-enter)' : '')
          : '(stays)'}
      </span>
      {transition.actions.length > 0 && (
        <span className={styles.actions}> / {transition.actions.join(', ')}</span>
      )}
    </li>
  );
}

function StateBox({ state, active }: { state: ChartState; active: ReadonlySet<string> }) {
  const isRoot = state.path === '';
  const current = !isRoot && active.has(state.path);
  const classes = [
    styles.state,
    state.type === 'final' ? styles.final : '',
    current ? styles.current : '',
  ].join(' ');
  return (
    <section
      className={classes}
      data-state={isRoot ? '(root)' : state.path}
      data-type={state.type}
      aria-current={current ? 'true' : undefined}
      aria-label={isRoot ? `machine ${state.key}` : `state ${state.path}`}
    >
      <header className={styles.stateHeader}>
        {state.initial && (
          <span className={styles.initial} title="initial state" data-initial="true">
            ●→
          </span>
        )}
        <strong>{state.key}</strong>
        {state.type !== 'atomic' && <span className={styles.badge}>{state.type}</span>}
        {state.tags.map((tag) => (
          <span key={tag} className={styles.tag}>
            #{tag}
          </span>
        ))}
      </header>
      {state.invokes.length > 0 && (
        <p className={styles.invokes}>
          invokes{' '}
          {state.invokes.map((name) => (
            <code key={name}>{name}</code>
          ))}
        </p>
      )}
      {state.transitions.length > 0 && (
        <ul className={styles.transitions}>
          {state.transitions.map((transition, index) => (
            <TransitionLine key={index} transition={transition} />
          ))}
        </ul>
      )}
      {state.children.length > 0 && (
        <div
          className={state.type === 'parallel' ? styles.regions : styles.children}
          data-regions={state.type === 'parallel' ? 'true' : undefined}
        >
          {state.children.map((child) => (
            <StateBox key={child.key} state={child} active={active} />
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * A machine's chart as nested boxes: compound states hold their children, parallel regions sit
 * side by side, the initial state is marked ●→, final states are double-bordered, and the
 * current states (from a live snapshot) carry `aria-current`.
 */
export function ChartView({ chart, active }: { chart: ChartState; active: ReadonlySet<string> }) {
  return (
    <div className={styles.chart}>
      <StateBox state={chart} active={active} />
    </div>
  );
}
