// An application's first two steps (docs/specification.md §22) as a parent's browser posts them: the child for
// Class I and one parent, the fields left empty sent empty. For the steps' unit tests and for the tests that post them.

/** The child's step, the APAAR ID left empty (it is asked only from Class IX). */
export const CHILD_STEP = {
  child_name: "Asha Rani",
  date_of_birth: "2019-06-15",
  gender: "Girl",
  class_sought: "Class I",
  apaar_id: "",
};

/** The parents' step: one parent, with the e-mail the confirmation goes to, and the home address; no second parent. */
export const PARENTS_STEP = {
  parent_name: "Ravi Kumar",
  parent_relationship: "Father",
  parent_mobile: "9812345678",
  parent_occupation: "Farmer",
  second_parent_name: "",
  second_parent_relationship: "",
  second_parent_mobile: "",
  second_parent_occupation: "",
  email: "ravi.kumar@example.com",
  address: "12 Model Town, Fatehabad",
};
