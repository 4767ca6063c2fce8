// react-day-picker and its styles, in a chunk of their own (see visit-date-field.tsx).
import { DayPicker } from "react-day-picker";

import "react-day-picker/style.css";

export default DayPicker;
