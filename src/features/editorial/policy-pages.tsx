import { useId } from 'react';
import type { PolicySection } from '#contract/policies';
import { CmsHtml } from '#src/components/content/cms-html';
import { Accordion } from '#src/components/ui/accordion';
import { cx } from '#src/components/ui/cx';
import { SmartLink } from '#src/components/ui/smart-link';
import styles from './policy-pages.module.css';

export interface PolicyView {
  title: string;
  description: string;
  sections: readonly PolicySection[];
}

export interface PolicyPageProps {
  policy: PolicyView;
  selectedId: number | undefined;
  basePath: string;
  webview?: boolean;
}

/** Desktop list and mobile accordion both render; CSS shows one, so a resize keeps the place. */
export function PolicyPage({ policy, selectedId, basePath, webview = false }: PolicyPageProps) {
  const navId = useId();
  const selected =
    policy.sections.find((section) => section.id === selectedId) ?? policy.sections[0];
  return (
    <div className={cx('container', styles.page, webview && styles.webview)}>
      <h1 className={styles.title}>{policy.title}</h1>
      {policy.description && <CmsHtml html={policy.description} className={styles.lead} />}
      {policy.sections.length > 0 && (
        <>
          <div className={styles.desktop}>
            <nav aria-labelledby={navId} className={styles.sidebar}>
              <h2 id={navId} className="visually-hidden">
                Sections
              </h2>
              <ol className={styles.sectionList}>
                {policy.sections.map((section, index) => {
                  const current = section.id === selected?.id;
                  return (
                    <li key={section.id}>
                      <SmartLink
                        href={`${basePath}?section=${String(section.id)}`}
                        className={cx(styles.sectionLink, current && styles.sectionLinkCurrent)}
                        aria-current={current ? 'true' : undefined}
                      >
                        <span className={styles.number}>{index + 1}.</span>
                        {section.title}
                      </SmartLink>
                    </li>
                  );
                })}
              </ol>
            </nav>
            {selected && (
              <section className={styles.content} aria-label={selected.title}>
                <h2 className={styles.sectionTitle}>{selected.title}</h2>
                <CmsHtml html={selected.content} />
              </section>
            )}
          </div>
          <div className={styles.mobile}>
            {policy.sections.map((section, index) => (
              <Accordion
                key={section.id}
                title={`${String(index + 1)}. ${section.title}`}
                defaultOpen={section.id === selectedId}
              >
                <CmsHtml html={section.content} />
              </Accordion>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
