import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import { Link } from '../../../shared/components/link';
import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { paths } from '../../../shared/lib/paths';
import { errorCopyOf } from '../../../shared/lib/request-state';
import type { ImportKey } from '../api/get-import-keys';
import { useGetImportKeysQuery } from '../api/get-import-keys';
import { consoleId, weekdays, weeklyClassFiles, type WeeklyClassValues } from '../console-rows';
import { useConsoleImport } from '../use-console-import';
import { ImportedVenueField, useStartingVenue, WithImportedVenues } from './choose-venue';
import { ImportProblemSummary, SelectField } from './console-fields';
import { type Created, CreatedClass } from './created-class';
import { columns, emptyClass, type Field, fieldIds, labels } from './weekly-class-values';

export const newWeeklyClassHeading = 'Add a weekly class';

/**
 * `/admin/classes/new`: a class at a venue's location on some weekdays, with its places and
 * price: the activity, its price and its weekly schedule, imported together in one request.
 */
export function WeeklyClassForm() {
  return (
    <section className="lido-screen lido-console">
      <h1>{newWeeklyClassHeading}</h1>
      <WithImportedVenues>{(venues) => <WeeklyClassFields venues={venues} />}</WithImportedVenues>
    </section>
  );
}

function WeeklyClassFields({ venues }: { venues: ImportKey[] }) {
  const locationKeys = useGetImportKeysQuery('locations', { refetchOnMountOrArgChange: true });
  const startingVenue = useStartingVenue(venues);
  const [values, setValues] = useState<WeeklyClassValues>(() =>
    emptyClass(startingVenue?.operatorId ?? ''),
  );
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [created, setCreated] = useState<Created | null>(null);
  const classImport = useConsoleImport<Field>(columns, labels);
  const summaryRef = useRef<HTMLDivElement>(null);
  const createdRef = useRef<HTMLHeadingElement>(null);
  const hasProblems = classImport.problems.length > 0 || classImport.failure !== null;
  const venue = venues.find((candidate) => candidate.operatorId === values.venueId);
  const locations = (locationKeys.data ?? []).filter(
    (location) => location.name !== null && String(location.venueId) === venue?.lidoId,
  );
  // The first location of the venue until another is chosen.
  const locationId = locations.some((location) => location.operatorId === values.locationId)
    ? values.locationId
    : (locations[0]?.operatorId ?? '');

  useEffect(() => {
    if (hasProblems) summaryRef.current?.focus();
  }, [hasProblems, classImport.problems]);
  useEffect(() => {
    if (created) createdRef.current?.focus();
  }, [created]);

  if (created) {
    return (
      <CreatedClass
        created={created}
        headingRef={createdRef}
        onAnother={() => {
          setCreated(null);
          setValues(emptyClass(values.venueId));
        }}
      />
    );
  }

  const set =
    (name: Exclude<Field, 'days' | 'hasWaitlist' | 'venueId'>) =>
    (event: { currentTarget: HTMLInputElement | HTMLSelectElement }) => {
      const { value } = event.currentTarget;
      setValues((before) => ({ ...before, [name]: value }));
    };
  const text = (name: Exclude<Field, 'days' | 'hasWaitlist' | 'venueId' | 'locationId'>) => ({
    id: fieldIds[name],
    label: labels[name],
    value: values[name],
    error: classImport.fieldErrors[name],
    onChange: set(name),
  });

  return (
    <>
      <p className="lido-introduction">
        The class is bookable on the venue’s timetable from today, every week on the days chosen.
      </p>
      <ImportProblemSummary
        ref={summaryRef}
        heading="The class was not added"
        state={classImport}
        fieldIds={fieldIds}
      />
      <form
        className="lido-form"
        aria-label={newWeeklyClassHeading}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const id = pendingId ?? consoleId(values.name);
          setPendingId(id);
          const sent = { ...values, locationId };
          void classImport.send(weeklyClassFiles(id, sent)).then((report) => {
            if (!report || !venue) return;
            setPendingId(null);
            setCreated({ operatorId: id, name: sent.name.trim(), venue });
          });
        }}
      >
        <ImportedVenueField
          id={fieldIds.venueId}
          label={labels.venueId}
          venues={venues}
          value={values.venueId}
          error={classImport.fieldErrors.venueId}
          onChoose={(venueId) => setValues((before) => ({ ...before, venueId }))}
        />
        {locationKeys.error ? (
          <p className="lido-form__problem" role="alert">
            {errorCopyOf(locationKeys.error)}
          </p>
        ) : !locationKeys.data ? (
          <LoadingIndicator />
        ) : locations.length === 0 ? (
          <p className="lido-form__problem" id={fieldIds.locationId} tabIndex={-1}>
            {venue?.name ?? 'This venue'} has no location made by the console or an import yet.{' '}
            <Link to={paths.adminNewLocation.build()}>Add a location</Link> first.
          </p>
        ) : (
          <SelectField
            id={fieldIds.locationId}
            label={labels.locationId}
            value={locationId}
            error={classImport.fieldErrors.locationId}
            onChange={set('locationId')}
          >
            {locations.map((location) => (
              <option key={location.operatorId} value={location.operatorId}>
                {location.name}
              </option>
            ))}
          </SelectField>
        )}
        <FormField {...text('name')} hint="Such as Yoga or Aqua Zumba" autoComplete="off" />
        <FormField {...text('description')} label="Description (optional)" autoComplete="off" />
        <fieldset
          className={
            classImport.fieldErrors.days
              ? 'lido-console__days lido-field--invalid'
              : 'lido-console__days'
          }
          aria-describedby={classImport.fieldErrors.days ? 'class-days-error' : undefined}
        >
          <legend>{labels.days}</legend>
          {classImport.fieldErrors.days ? (
            <p id="class-days-error" className="lido-field__error">
              {classImport.fieldErrors.days}
            </p>
          ) : null}
          {weekdays.map((day) => (
            <div key={day.value} className="lido-console__check">
              <input
                id={`class-day-${day.value}`}
                type="checkbox"
                checked={values.days.includes(day.value)}
                onChange={(event) => {
                  const { checked } = event.currentTarget;
                  setValues((before) => ({
                    ...before,
                    days: checked
                      ? [...before.days, day.value]
                      : before.days.filter((chosen) => chosen !== day.value),
                  }));
                }}
              />
              <label htmlFor={`class-day-${day.value}`}>{day.label}</label>
            </div>
          ))}
        </fieldset>
        <div className="lido-form__row">
          <FormField {...text('startTime')} type="time" hint="24-hour, such as 18:00" />
          <FormField {...text('endTime')} type="time" hint="The same day" />
        </div>
        <FormField {...text('capacity')} type="number" min={1} max={500} inputMode="numeric" />
        <div className="lido-console__check">
          <input
            id={fieldIds.hasWaitlist}
            type="checkbox"
            checked={values.hasWaitlist}
            onChange={(event) => {
              const { checked } = event.currentTarget;
              setValues((before) => ({ ...before, hasWaitlist: checked }));
            }}
          />
          <label htmlFor={fieldIds.hasWaitlist}>{labels.hasWaitlist}</label>
        </div>
        <div className="lido-form__row">
          <FormField
            {...text('price')}
            label="Price in pounds"
            hint="Such as 6.50"
            inputMode="decimal"
          />
          <FormField
            {...text('memberPrice')}
            label="Member price in pounds (optional)"
            hint="The price when empty"
            inputMode="decimal"
          />
        </div>
        <div className="lido-form__actions">
          <Button
            type="submit"
            disabled={classImport.isSending}
            aria-busy={classImport.isSending || undefined}
          >
            {classImport.isSending ? 'Adding…' : 'Add the class'}
          </Button>
        </div>
      </form>
    </>
  );
}
