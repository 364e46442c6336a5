import { sql, type RawBuilder } from 'kysely';

/** A division and every division below it, as a subquery of codes. */
export const divisionTree = (code: string): RawBuilder<string> => sql<string>`(
  with recursive tree as (
    select code from division where code = ${code}
    union all
    select child.code from division child join tree on child.parent_code = tree.code
  )
  select code from tree
)`;

/** The ids of the stations standing in a division or a division below it, as a subquery. */
export const stationsOfDivision = (code: string): RawBuilder<number> =>
  sql<number>`(select s.id from station s where s.division_code in ${divisionTree(code)})`;
