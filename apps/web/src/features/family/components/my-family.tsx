import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useRef, useState } from 'react';
import { AccountQueryResult } from '../../../shared/components/account-query-result';
import { useGetMyFamilyQuery } from '../api/get-my-family';
import { useFamilyLeadArgs } from '../use-family-lead-args';
import { FamilyPersonCard } from './family-person-card';
import { FamilyPersonForm } from './family-person-form';
import '../family.css';

export const noFamilyCopy = 'You have not added anyone to your family yet.';

/**
 * `/my-account/family`: the people the customer books for (children, a partner), each with Edit
 * and Remove, then a form to add someone.
 */
export function MyFamily() {
  const args = useFamilyLeadArgs();
  const query = useGetMyFamilyQuery(args ?? skipToken);
  const heading = useRef<HTMLHeadingElement>(null);
  const [removedId, setRemovedId] = useState<number | null>(null);

  // Once the removed person has left the list (and their dialog has handed focus back to a
  // button that is gone), focus lands on the heading rather than the start of the page.
  useEffect(() => {
    if (removedId === null || query.data?.some((person) => person.id === removedId)) return;
    setRemovedId(null);
    heading.current?.focus();
  }, [removedId, query.data]);

  return (
    <section aria-labelledby="family-title">
      <h2 id="family-title" ref={heading} tabIndex={-1}>
        Family
      </h2>
      <p>The people you book for. They do not need an email address or a login of their own.</p>
      <AccountQueryResult query={query}>
        {(family) =>
          family.length === 0 || !args ? (
            <p>{noFamilyCopy}</p>
          ) : (
            <ul className="lido-account__cards" aria-label="Your family">
              {family.map((person) => (
                <FamilyPersonCard
                  key={person.id}
                  person={person}
                  args={args}
                  onRemoved={() => setRemovedId(person.id)}
                />
              ))}
            </ul>
          )
        }
      </AccountQueryResult>
      {args ? (
        <section aria-labelledby="add-family-title" className="lido-family-add">
          <h3 id="add-family-title">Add a family member</h3>
          <FamilyPersonForm args={args} />
        </section>
      ) : null}
    </section>
  );
}
