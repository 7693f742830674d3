/** The two apps one Lectio process serves (decision 0020). */
export type Site = 'journals' | 'academy';
