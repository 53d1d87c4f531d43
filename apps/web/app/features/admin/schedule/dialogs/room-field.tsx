import { Field } from "#web/ui/form-fields.tsx";
import { selectClass } from "./clock-field.tsx";
import type { ScheduleModel } from "../model/schedule-model.ts";

/** The room of a scheduler dialog (`auditoriumId` in its form): a list of the day's rooms (with their seats when `withSeats`). */
export function RoomField(props: {
  id: string;
  model: ScheduleModel;
  value: string;
  onChange: (roomId: string) => void;
  autoFocus?: boolean;
  withSeats?: boolean;
}) {
  const { id, model, value, onChange, autoFocus, withSeats } = props;
  return (
    <Field id={id} label="Phòng">
      <select id={id} name="auditoriumId" value={value} autoFocus={autoFocus} onChange={(e) => onChange(e.target.value)} className={selectClass}>
        {model.rooms.map((r) => (
          <option key={r.id} value={r.id}>
            {withSeats ? `${r.name} (${r.seats} ghế)` : r.name}
          </option>
        ))}
      </select>
    </Field>
  );
}
