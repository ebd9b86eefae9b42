import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../shared/lib/store-hooks';
import { Button } from '../../../shared/components/button';
import { formatMinutesOfDay } from '../../../shared/lib/format-time';
import type { FilterableItem } from '../timetable-filters';
import { distinctRefs, endOfDay, isFiltering } from '../timetable-filters';
import type { Clock } from '../timetable.slice';
import { selectClock, setClock } from '../timetable.slice';
import type { useTimetableFilters } from '../use-timetable-filters';

const stepMinutes = 30;
const startChoices = Array.from({ length: endOfDay / stepMinutes }, (_, index) => index * 30);
const endChoices = startChoices.map((minutes) => minutes + stepMinutes);

interface TimetableFiltersPanelProps {
  /** The filters in the address, and the changes to them. */
  filtering: ReturnType<typeof useTimetableFilters>;
  /** The day's items, before filtering: the instructor and tag choices come from them. */
  items: readonly FilterableItem[];
  /** In the phone sheet, whose own heading names it. */
  isInSheet?: boolean;
}

/** Time range, show all / available only, instructors, tags (SPEC.md section 5); and the clock. */
export function TimetableFiltersPanel({
  filtering,
  items,
  isInSheet = false,
}: TimetableFiltersPanelProps) {
  const dispatch = useAppDispatch();
  const { filters } = filtering;
  const clock = useAppSelector(selectClock);
  const fromId = useId();
  const toId = useId();
  const instructors = distinctRefs(items, 'instructors');
  const tags = distinctRefs(items, 'tags');
  const radioName = useId();
  const clockName = useId();

  return (
    <section
      className={`lido-filters${isInSheet ? ' lido-filters--sheet' : ''}`}
      aria-label="Filters"
    >
      {isInSheet ? null : <h2 className="lido-filters__title">Filters</h2>}
      <div className="lido-filters__groups">
        <fieldset className="lido-filters__group">
          <legend>Time</legend>
          <div className="lido-filters__range">
            <label htmlFor={fromId}>From</label>
            <select
              id={fromId}
              value={filters.startTime}
              onChange={(event) => filtering.setStartTime(Number(event.target.value))}
            >
              {startChoices.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {formatMinutesOfDay(minutes, clock)}
                </option>
              ))}
            </select>
            <label htmlFor={toId}>To</label>
            <select
              id={toId}
              value={filters.endTime}
              onChange={(event) => filtering.setEndTime(Number(event.target.value))}
            >
              {endChoices.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {formatMinutesOfDay(minutes, clock)}
                </option>
              ))}
            </select>
          </div>
        </fieldset>

        <fieldset className="lido-filters__group">
          <legend>Show</legend>
          {(
            [
              ['showAll', 'Show all'],
              ['availableOnly', 'Available only'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="lido-filters__choice">
              <input
                type="radio"
                name={radioName}
                value={value}
                checked={filters.actionsToShow === value}
                onChange={() => filtering.setActionsToShow(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>

        {instructors.length > 0 ? (
          <fieldset className="lido-filters__group">
            <legend>Instructors</legend>
            {instructors.map((instructor) => (
              <label key={instructor.id} className="lido-filters__choice">
                <input
                  type="checkbox"
                  checked={filters.instructors.includes(instructor.id)}
                  onChange={() => filtering.toggleInstructor(instructor.id)}
                />
                {instructor.name}
              </label>
            ))}
          </fieldset>
        ) : null}

        {tags.length > 0 ? (
          <fieldset className="lido-filters__group">
            <legend>Tags</legend>
            {tags.map((tag) => (
              <label key={tag.id} className="lido-filters__choice">
                <input
                  type="checkbox"
                  checked={filters.tags.includes(tag.id)}
                  onChange={() => filtering.toggleTag(tag.id)}
                />
                {tag.name}
              </label>
            ))}
          </fieldset>
        ) : null}

        <fieldset className="lido-filters__group">
          <legend>Clock</legend>
          {(
            [
              ['24', '24-hour'],
              ['12', '12-hour'],
            ] as const satisfies readonly (readonly [Clock, string])[]
          ).map(([value, label]) => (
            <label key={value} className="lido-filters__choice">
              <input
                type="radio"
                name={clockName}
                value={value}
                checked={clock === value}
                onChange={() => dispatch(setClock(value))}
              />
              {label}
            </label>
          ))}
        </fieldset>
      </div>
      {isFiltering(filters, filtering.defaults) ? (
        <Button variant="text" onClick={filtering.reset}>
          Clear filters
        </Button>
      ) : null}
    </section>
  );
}
