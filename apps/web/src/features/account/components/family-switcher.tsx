import { useAppDispatch, useAppSelector } from '../../../shared/lib/store-hooks';
import type { SessionUser } from '../../../shared/lib/session-user';
import { selectAccountUser, selectSelectedUserId } from '../../../shared/state/account.slice';

/**
 * "Viewing as": a parent picks themself or a linked junior; every my-account call then carries
 * that person's `selected_user_id`.
 */
export function FamilySwitcher({ user }: { user: SessionUser }) {
  const dispatch = useAppDispatch();
  const selectedUserId = useAppSelector(selectSelectedUserId) ?? user.id;
  if (user.familyMembers.length === 0) return null;

  const people = [
    { id: user.id, name: user.firstName },
    ...user.familyMembers.map((member) => ({ id: member.id, name: member.firstName })),
  ];
  return (
    <div className="lido-account__viewing-as">
      <label htmlFor="viewing-as">Viewing as</label>
      <select
        id="viewing-as"
        value={selectedUserId}
        onChange={(event) => {
          const id = Number(event.target.value);
          dispatch(selectAccountUser(id === user.id ? null : id));
        }}
      >
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </select>
    </div>
  );
}
