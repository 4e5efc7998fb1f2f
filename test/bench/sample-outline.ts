/**
 * The Markdown outline the gallery and the Create bench feed to Create: the patterns people write — `---` between
 * slides, `##` with two `###` columns, a twelve-bullet list, a pipe table, a quote, a big number.
 */
export const SAMPLE_OUTLINE = `# Field Service Review
Quarterly results and plans for next year

---

## Where we stand
- Response times fell in every region
- Two new depots opened on schedule
- Customer complaints are at a five-year low

---

## Options for next year

### Build in-house
- Full control of the schedule
- Hiring takes six months
- Higher fixed cost

### Partner with a vendor
- Starts in one quarter
- Shared roadmap
- Lower fixed cost, higher per-visit fee

---

## Checklist for every site visit
- Confirm the appointment a day before
- Check the parts list against the order
- Load the van the evening before
- Call ahead when running late
- Photograph the site before starting
- Follow the safety briefing
- Record the serial numbers
- Test the repair with the customer
- Clean the work area
- Collect the customer's signature
- Upload the report the same day
- Restock the van for tomorrow

---

## Visits by region
| Region | Visits | First-time fix |
| --- | --- | --- |
| North | 1,240 | 87 % |
| South | 980 | 91 % |
| East | 1,105 | 84 % |
| West | 870 | 89 % |

---

## What our customers say
> The engineer arrived on time, fixed it in one visit and explained everything.
> — A customer in Leeds

---

## On the day
- **98 %** of visits finished on the day they were booked
`;

/** An outline of about `slides` slides: the sample's slides (after its title) repeated with numbered headings. */
export function repeatedOutline(slides: number): string {
  const [title, ...body] = SAMPLE_OUTLINE.split('\n---\n');
  const parts = [title!];
  for (let n = 0; parts.length < slides; n++) {
    const part = body[n % body.length]!;
    parts.push(part.replace(/^## (.*)$/m, `## $1 (${Math.floor(n / body.length) + 1})`));
  }
  return parts.join('\n---\n');
}
