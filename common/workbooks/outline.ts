import {
  CORE_COURSES,
  workbookId,
  workbookLabel,
  type Workbook,
  type WorkbookCourse,
} from './schema';

/**
 * The framework courses whose reflections are still to be written: each with its title (the
 * USCCB framework's) and its units, named in our own words after the framework's sections.
 * Writing one is content, not code: see docs/workbooks.md.
 */

const outline = (course: WorkbookCourse, title: string, unitNames: string[]): Workbook => ({
  id: workbookId(course),
  course,
  kind: CORE_COURSES.includes(course) ? 'core' : 'elective',
  title,
  label: workbookLabel(course),
  status: 'outline',
  units: unitNames.map((name, i) => ({ number: i + 1, name })),
  activities: [],
});

export const COURSE_3 = outline('III', 'The Mission of Jesus Christ (The Paschal Mystery)', [
  'A good creation and the fall',
  'God promises a Savior',
  'Jesus proclaims the Kingdom',
  'The Passion and death of Jesus',
  'Risen and ascended',
  'Sharing in the Paschal Mystery',
  'Questions about suffering and salvation',
]);

export const COURSE_4 = outline('IV', "Jesus Christ's Mission Continues in the Church", [
  'Christ founds his Church',
  'The Holy Spirit gives the Church life',
  'Images of the Church: Body, People, Temple',
  'One, holy, catholic and apostolic',
  'Clergy, laity and consecrated life',
  'Mary, the saints and our final hope',
  'Questions people ask about the Church',
]);

export const ELECTIVE_A = outline('A', 'Sacred Scripture', [
  "God's word in human words",
  'The Pentateuch: beginnings and covenant',
  'The historical books: a people and its kings',
  'The Psalms and the wisdom books',
  'The prophets',
  'The Gospels and the Acts of the Apostles',
  'The letters and the Book of Revelation',
]);

export const ELECTIVE_B = outline('B', 'History of the Catholic Church', [
  'The apostles and the early martyrs',
  'The Fathers and the first councils',
  'Monks, missionaries and the medieval Church',
  'East and West, and the divisions of the Reformation',
  'Catholic renewal and the missions to the world',
  'The Church in the modern age and the Second Vatican Council',
  'The Catholic Church in the United States',
]);

export const ELECTIVE_C = outline('C', 'Living as a Disciple of Jesus Christ in Society', [
  'Love of neighbor as the root of justice',
  'The dignity of every human life',
  'Family, community and the common good',
  'Rights, duties and the dignity of work',
  'Choosing to stand with the poor',
  'Solidarity and peace among nations',
  "Caring for God's creation",
]);

export const ELECTIVE_D = outline('D', 'Responding to the Call of Jesus Christ', [
  'Everyone is called to holiness',
  "Listening for God's call",
  'The single life given for others',
  'Marriage: a vocation to love',
  'Priests and deacons: called to serve',
  'Consecrated life: given wholly to God',
]);

export const ELECTIVE_E = outline('E', 'Ecumenical and Interreligious Issues', [
  'The one Church of Christ',
  'The Orthodox Churches of the East',
  'Protestant Christians and the work for unity',
  'The Jewish people, our elder brothers and sisters',
  'Muslims, who worship the one God',
  'Other religions and the search for God',
  'Dialogue and witness in a world of many faiths',
]);
