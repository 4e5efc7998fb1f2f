/**
 * The Markdown outline the gallery and the Create bench feed to Create: the patterns people write — `---` between
 * slides, `##` with two `###` columns, key numbers, a twelve-bullet list, a pipe table, a quote, a big number.
 */
export const SAMPLE_OUTLINE = `# Field Service Review
Quarterly results and plans for next year

---

## Where we stand
- Response times fell in every region
- Two new depots opened on schedule
- Customer complaints are at a five-year low

---

## The year in numbers
- 98 % of visits finished on the day
- 4,195 visits in all
- 4.6 average customer rating

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

/**
 * A 12-slide outline with a slide for each kind of content Create draws differently (issue #35: at least seven
 * layout families): an agenda, a list, key numbers, numbered steps, dated points, a comparison, a table, a quote, a
 * wide picture (`depot.png`, given with the task), a big number and a closing slide.
 */
export const FAMILIES_OUTLINE = `# Field Service Review
Quarterly results and plans for next year

## Agenda
- Where we stand
- The year in numbers
- How a repair runs
- Options for next year

## Where we stand
- Response times fell in every region
- Two new depots opened on schedule
- Customer complaints are at a five-year low
- Parts arrive a day sooner than last year
- Every van now carries a tablet

## The year in numbers
- 98 % of visits finished on the day
- 4,195 visits in all
- 4.6 average customer rating

## How a repair runs
1. The customer books a visit online
2. A dispatcher assigns the nearest engineer
3. The engineer fixes it on the first visit
4. The customer signs on the tablet

## The road so far
- 2022 — First depot opens in Leeds
- 2023 — Tablets in every van
- 2024 — Two new depots in the south
- 2025 — Same-day visits everywhere

## Options for next year

### Build in-house
- Full control of the schedule
- Hiring takes six months

### Partner with a vendor
- Starts in one quarter
- Lower fixed cost, higher per-visit fee

## Visits by region
| Region | Visits | First-time fix |
| --- | --- | --- |
| North | 1,240 | 87 % |
| South | 980 | 91 % |
| East | 1,105 | 84 % |
| West | 870 | 89 % |

## What our customers say
> The engineer arrived on time, fixed it in one visit and explained everything.
> — A customer in Leeds

## Our new depot
![The new depot in Bristol, opened in March](depot.png)

## On the day
- **98 %** of visits finished on the day they were booked

## Thank you
Questions are welcome
`;

/** A short outline of plain lists and a section, the kind a first draft is. */
export const PLAIN_OUTLINE = `# Urban beekeeping

## Why bees in the city
- Parks and balconies flower for months
- Fewer pesticides than on farms
- Honey tastes of the neighbourhood
- Bees pollinate the city's fruit trees
- A hive fits on a flat roof

## How to start

## Your first hive
- Ask the building's owner
- Take a course with a local club

## What a season looks like
In spring the colony grows fast and needs room; in summer the honey flow peaks and supers fill; in autumn the bees
are fed and treated for mites; in winter the hive is left alone, with a look at the entrance on warm days.

## Questions?
`;

/** A wide test picture (a colour ramp) for the outlines that show one, as a PNG. */
export async function widePicture(path: string): Promise<void> {
  const { default: sharp } = await import('sharp');
  const [width, height] = [1600, 900];
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = 40 + Math.round((x * 150) / width);
      raw[i + 1] = 90 + Math.round((y * 120) / height);
      raw[i + 2] = 160 + ((x + y) % 50);
    }
  await sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toFile(path);
}
