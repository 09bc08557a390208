import type { SeedList } from "../types";

// Demo lists: Home & Garden.
export const homeGardenLists: SeedList[] = [
  {
    slug: "first-apartment-moving-checklist-8-weeks-out-to-move-in-day",
    title: "First-Apartment Moving Checklist: 8 Weeks Out to Move-In Day",
    categorySlug: "home",
    expertHandle: "marcus-bell",
    author: "Marcus Bell",
    authorOrg: null,
    verificationStatus: "verified",
    qualityScore: 91,
    isFree: true,
    status: "published",
    content: `<p>A first-apartment move is usually light on furniture and heavy on paperwork. Start eight weeks out and you'll avoid the two classic mistakes: realizing on move-in day that the internet won't be connected for two weeks, and losing part of your security deposit over damage that was there before you arrived.</p>
<h2>8 weeks out</h2>
<ul>
<li>Read the lease sections on the move-in inspection, guests, subletting, and how maintenance requests work.</li>
<li>Set a moving budget: first month's rent, deposit, movers or truck rental, and $300 to $500 for basics you'll discover you need.</li>
<li>Book movers or a rental truck. End-of-month weekends fill up first.</li>
<li>Measure the new place: doorways, stairwell turns, and the elevator if there is one.</li>
</ul>
<h2>6 weeks out</h2>
<ul>
<li>Declutter. Anything you haven't used in a year doesn't need to make the trip.</li>
<li>Collect free boxes and buy tape, markers, and packing paper.</li>
<li>Get renters insurance quotes. Many landlords want proof of coverage before they hand over keys.</li>
</ul>
<h2>4 weeks out</h2>
<ol>
<li>Schedule internet installation for move-in day or the day before; providers are often booked two to three weeks ahead.</li>
<li>Put electricity and gas in your name, starting the day you get the keys.</li>
<li>File a change of address with the post office, then update your bank, employer, and subscriptions.</li>
<li>Reserve the elevator or loading dock if your building requires it.</li>
</ol>
<h2>1 to 2 weeks out</h2>
<ul>
<li>Pack room by room and label each box with its room and a short list of contents.</li>
<li>Pack an <strong>open-first box</strong>: sheets, towels, toilet paper, phone chargers, a few dishes, basic tools, and a shower curtain.</li>
<li>Confirm movers, truck pickup, and key handoff times in writing.</li>
</ul>
<h2>Move-in day</h2>
<ol>
<li>Before carrying anything in, walk through with your phone and record video of every room, including inside the appliances and closets.</li>
<li>Note existing damage on the landlord's inspection form and keep a copy.</li>
<li>Test smoke detectors, locks, faucets, and outlets.</li>
<li>Make the bed first. You'll be grateful at midnight.</li>
</ol>
<p>Download the <a href="https://example.com/marcus-bell/moving-countdown">printable moving countdown</a> with a checkbox for every task.</p>`,
    methodology:
      "Based on Marcus Bell's moving checklists used with more than 150 clients and reviewed against common US residential lease terms; updated after a 2025 reader survey.",
    sourceUrl: "https://example.org/sources/first-apartment-moving-checklist-8-weeks-out-to-move-in-day",
    imageUrl: "/images/demo/lists/home-1.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 700,
    updatedDaysAgo: 25,
    lastVerifiedDaysAgo: 40,
  },
  {
    slug: "kitchen-decluttering-guide-one-weekend-six-zones",
    title: "Kitchen Decluttering Guide: One Weekend, Six Zones",
    categorySlug: "home",
    expertHandle: "marcus-bell",
    author: "Marcus Bell",
    authorOrg: null,
    verificationStatus: "verified",
    qualityScore: 87,
    isFree: true,
    status: "published",
    content: `<p>Trying to declutter a whole kitchen at once usually ends with every cabinet emptied onto the counters at 9 p.m. Working in zones keeps the mess contained: finish one zone completely before you open the next. Six zones fit comfortably into a Saturday and a Sunday morning.</p>
<h2>The method for every zone</h2>
<ol>
<li><strong>Empty</strong> the zone completely onto a cleared counter or table.</li>
<li><strong>Sort</strong> into four piles: keep, donate, trash, and belongs elsewhere.</li>
<li><strong>Clean</strong> the empty shelves or drawers.</li>
<li><strong>Return</strong> only the keep pile, with everyday items between waist and shoulder height.</li>
</ol>
<h2>Saturday</h2>
<h3>Zone 1: Food storage containers (30 minutes)</h3>
<ul>
<li>Match every container to a lid. Recycle any container or lid without a partner.</li>
<li>Keep one or two sets that nest, and store lids upright in a file sorter.</li>
</ul>
<h3>Zone 2: Pantry (60 minutes)</h3>
<ul>
<li>Toss anything expired, stale, or showing signs of pantry moths.</li>
<li>Group by use: breakfast, baking, dinner bases, snacks.</li>
<li>Move older items to the front so they get used first.</li>
</ul>
<h3>Zone 3: Cooking tools (45 minutes)</h3>
<ul>
<li>Pull out every utensil and put back only what you used in the past month. Box the rest for 30 days; donate whatever you don't reach for.</li>
<li>Keep one of each duplicate unless you use two at once, like spatulas.</li>
</ul>
<h2>Sunday morning</h2>
<h3>Zone 4: Pots, pans, and bakeware (45 minutes)</h3>
<ul>
<li>Retire nonstick pans with flaking or deeply scratched coating.</li>
<li>Store lids vertically and pans by size.</li>
</ul>
<h3>Zone 5: Dishes and glassware (30 minutes)</h3>
<ul>
<li>Keep enough everyday dishes for your household plus a few guests.</li>
<li>Donate chipped mugs and orphaned glasses.</li>
</ul>
<h3>Zone 6: Under the sink (20 minutes)</h3>
<ul>
<li>Consolidate duplicate cleaners and check for leaks or soft spots in the cabinet floor.</li>
<li>Keep chemicals in a bin you can pull out, away from children's reach.</li>
</ul>
<blockquote>The counters are a zone too. Aim to leave out only what you use every day, usually the coffee setup, a knife block, and a utensil crock.</blockquote>
<p>The suggested palette is a calm set of neutrals for bins and labels. See more ideas in <a href="https://example.com/marcus-bell/kitchen-zones">Marcus's kitchen zone gallery</a>.</p>`,
    methodology:
      "Developed from 60 in-home kitchen sessions; time estimates are median times from those sessions for a typical two-person household.",
    sourceUrl: "https://example.org/sources/kitchen-decluttering-guide-one-weekend-six-zones",
    imageUrl: "/images/demo/lists/home-2.svg",
    affiliateDisclosure: false,
    colorOptions: ["#F4F1EA", "#D9CBB0", "#7A8B7F", "#2E3A3F"],
    createdDaysAgo: 355,
    updatedDaysAgo: 60,
    lastVerifiedDaysAgo: 75,
  },
  {
    slug: "closet-capsule-reset-a-two-hour-seasonal-wardrobe-swap",
    title: "Closet Capsule Reset: A Two-Hour Seasonal Wardrobe Swap",
    categorySlug: "home",
    expertHandle: "marcus-bell",
    author: "Marcus Bell",
    authorOrg: null,
    verificationStatus: "community",
    qualityScore: 74,
    isFree: true,
    status: "draft",
    content: `<p>Twice a year, swapping out-of-season clothes is the easiest moment to edit a wardrobe, because everything passes through your hands anyway. Set a two-hour timer and work through these four stages in order.</p>
<h2>Stage 1: Pull (20 minutes)</h2>
<ul>
<li>Take every item from the season that's ending out of the closet and drawers.</li>
<li>Bring the stored bin for the coming season into the room, but don't open it yet.</li>
</ul>
<h2>Stage 2: Edit the outgoing season (40 minutes)</h2>
<ol>
<li>Set aside anything you didn't wear this season. Be honest; the tag doesn't lie.</li>
<li>Check every item for stains, pilling, and missing buttons. Repair, clean, or let go.</li>
<li>Wash or dry-clean everything before storage; body oils and food traces attract moths.</li>
<li>Pack the keepers in breathable bins or cotton bags, with cedar blocks instead of mothballs.</li>
</ol>
<h2>Stage 3: Edit the incoming season (40 minutes)</h2>
<ul>
<li>Try on anything you're unsure about. Fit changes more than we expect in six months.</li>
<li>Build a capsule of roughly 30 to 35 pieces, including shoes and outer layers.</li>
<li>Note gaps on your phone, such as "no rain jacket" or "one pair of work pants," and shop from the list only.</li>
</ul>
<h2>Stage 4: Reset the closet (20 minutes)</h2>
<ul>
<li>Hang items by category, then by color from light to dark.</li>
<li>Turn every hanger backward. When you wear something, hang it back facing the normal way; at the next swap you'll see what never moved.</li>
<li>Bag donations and put them in your car today.</li>
</ul>
<blockquote>If a piece needs a specific occasion, body shape, or weather to be worn, it probably isn't part of your capsule.</blockquote>
<p>A printable capsule planner is available at <a href="https://example.com/marcus-bell/capsule-planner">example.com/marcus-bell/capsule-planner</a>.</p>`,
    methodology:
      "Draft adapted from Marcus Bell's client workshop handout; timing still being tested with readers before publication.",
    sourceUrl: "https://example.org/sources/closet-capsule-reset-a-two-hour-seasonal-wardrobe-swap",
    imageUrl: "/images/demo/lists/home-3.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 30,
    updatedDaysAgo: 3,
    lastVerifiedDaysAgo: null,
  },
  {
    slug: "bathroom-floor-retile-prep-tools-materials-and-order-of-operations",
    title: "Bathroom Floor Retile Prep: Tools, Materials, and Order of Operations",
    categorySlug: "home",
    expertHandle: "luis-ortega",
    author: "Luis Ortega",
    authorOrg: "Ortega Renovation Workshop",
    verificationStatus: "verified",
    qualityScore: 82,
    isFree: false,
    status: "published",
    content: `<p>Most failed tile jobs fail underneath the tile: a bouncy subfloor, the wrong trowel, or grout squeezed into joints that needed caulk. This guide covers the prep and sequencing for a typical 5 x 8 foot bathroom floor. It assumes the toilet and vanity come out, and it does not cover moving plumbing.</p>
<h2>Materials to buy</h2>
<ul>
<li>Tile: floor area plus <strong>10 to 15 percent extra</strong> for cuts and breakage, more for diagonal layouts</li>
<li>Cement backer board or an uncoupling membrane rated for floors</li>
<li>Polymer-modified thinset mortar that matches your tile type and size</li>
<li>Grout (sanded for joints wider than 1/8 inch) and a matching flexible sealant for perimeters</li>
<li>Backer board screws and alkali-resistant mesh tape</li>
<li>A new wax ring or wax-free toilet seal</li>
</ul>
<h2>Tools</h2>
<ul>
<li>Square-notch trowel sized to the tile: about 1/4 x 1/4 inch for tiles up to 8 inches, 1/4 x 3/8 inch for 12-inch tiles, and larger for large-format tile</li>
<li>Manual tile cutter or wet saw, plus a tile nipper</li>
<li>4-foot level, tape measure, chalk line, and a margin trowel</li>
<li>Spacers or a leveling clip system, a rubber float, buckets, and sponges</li>
</ul>
<h2>Order of operations</h2>
<ol>
<li><strong>Demo and inspect.</strong> Remove old flooring down to the subfloor. Look for soft or stained spots near the toilet flange, and replace damaged plywood before anything else.</li>
<li><strong>Check for flex.</strong> Stand in the middle of the floor and rock your weight. If it bounces, add blocking or an extra plywood layer. Ceramic and porcelain tolerate less deflection than vinyl; natural stone needs an even stiffer floor.</li>
<li><strong>Install the underlayment</strong> following its instructions, taping and mudding the seams.</li>
<li><strong>Lay out dry.</strong> Snap centerlines and dry-fit a row in each direction so you don't end with slivers at the doorway or tub.</li>
<li><strong>Set tile.</strong> Comb thinset in straight lines, back-butter tiles larger than about 15 inches, and lift a tile now and then to check coverage. Leave a 1/4 inch gap at walls.</li>
<li><strong>Wait</strong> at least 24 hours, or as long as the thinset maker specifies, before grouting.</li>
<li><strong>Grout</strong> the field joints, then fill the perimeter and changes of plane with flexible sealant, not grout.</li>
<li><strong>Seal</strong> cement-based grout once it has cured, usually after 48 to 72 hours.</li>
<li>Reinstall the toilet and vanity, then the baseboard.</li>
</ol>
<blockquote>Buy all your tile from the same production lot and keep a few spares in the attic. Matching a replacement tile five years from now is nearly impossible.</blockquote>
<p>Luis's <a href="https://example.com/luis-ortega/tile-calculator">tile and thinset calculator</a> estimates quantities from your room dimensions.</p>`,
    methodology:
      "Written by a licensed general contractor from 20 years of bathroom remodels; trowel and coverage guidance checked against common thinset manufacturer instructions.",
    sourceUrl: "https://example.org/sources/bathroom-floor-retile-prep-tools-materials-and-order-of-operations",
    imageUrl: "/images/demo/lists/home-1.svg",
    affiliateDisclosure: true,
    colorOptions: [],
    createdDaysAgo: 480,
    updatedDaysAgo: 150,
    lastVerifiedDaysAgo: 170,
  },
  {
    slug: "interior-wall-painting-checklist-from-prep-to-final-coat",
    title: "Interior Wall Painting Checklist: From Prep to Final Coat",
    categorySlug: "home",
    expertHandle: "luis-ortega",
    author: "Luis Ortega",
    authorOrg: null,
    verificationStatus: "verified",
    qualityScore: 85,
    isFree: true,
    status: "published",
    content: `<p>A professional-looking paint job is about 70 percent preparation. If you only have one weekend, spend Saturday on prep and Sunday on paint. The palettes attached to this list are four tested combinations of wall, accent, and trim colors that work in most rooms.</p>
<h2>Work out how much paint you need</h2>
<ol>
<li>Add up the width of every wall and multiply by the ceiling height.</li>
<li>Subtract about 20 square feet per door and 15 per window.</li>
<li>Divide by <strong>350 to 400 square feet per gallon</strong>, then double it for two coats.</li>
<li>A 12 x 14 foot room with 8-foot ceilings needs roughly 2 gallons for the walls.</li>
</ol>
<h2>Choose the right sheen</h2>
<ul>
<li><strong>Flat or matte:</strong> ceilings and low-traffic rooms; hides wall flaws best</li>
<li><strong>Eggshell:</strong> living rooms and bedrooms; wipes clean reasonably well</li>
<li><strong>Satin:</strong> hallways, kids' rooms, and kitchens</li>
<li><strong>Semi-gloss:</strong> trim, doors, and bathrooms</li>
</ul>
<h2>Prep checklist</h2>
<ul>
<li>Move furniture to the center and cover it; lay drop cloths against the walls.</li>
<li>Remove outlet covers and switch plates, and put the screws in a labeled bag.</li>
<li>Fill holes with spackle, let it dry, and sand flush with 120 to 150 grit.</li>
<li>Wash greasy areas, especially in kitchens, with a mild degreaser and let them dry.</li>
<li>Spot-prime patches and stains so they don't show through as dull spots.</li>
<li>Tape trim only where your hand isn't steady enough to cut in freehand.</li>
</ul>
<h2>Painting order</h2>
<ol>
<li>Ceiling first, then walls, then trim.</li>
<li>Cut in along the edges of one wall with a 2 to 2.5 inch angled brush.</li>
<li>Roll that same wall right away while the cut-in edge is still wet, in overlapping W shapes, finishing with light top-to-bottom strokes.</li>
<li>Keep a wet edge and finish each wall before taking a break.</li>
<li>Wait for the recoat time on the can, often 2 to 4 hours for latex, then apply the second coat.</li>
<li>Pull tape at a 45-degree angle while the final coat is still slightly soft.</li>
</ol>
<blockquote>Paint a large sample, at least 2 feet square, on two different walls and look at it in the morning and in the evening before buying gallons.</blockquote>
<p>Preview these palettes in a virtual room using the <a href="https://example.com/luis-ortega/palette-preview">palette preview tool</a>.</p>`,
    methodology:
      "Written from Luis Ortega's job-site checklists; coverage figures reflect typical label rates for interior latex paint and were checked by a second contractor.",
    sourceUrl: "https://example.org/sources/interior-wall-painting-checklist-from-prep-to-final-coat",
    imageUrl: "/images/demo/lists/home-2.svg",
    affiliateDisclosure: true,
    colorOptions: ["#E8E4DA", "#B7C4B1", "#5B6F7D", "#2F3B45"],
    createdDaysAgo: 220,
    updatedDaysAgo: 9,
    lastVerifiedDaysAgo: 9,
  },
  {
    slug: "raised-bed-vegetable-garden-starter-plan-for-beginners",
    title: "Raised Bed Vegetable Garden Starter Plan for Beginners",
    categorySlug: "home",
    expertHandle: "kwame-mensah",
    author: "Kwame Mensah",
    authorOrg: "Greenway Community Gardens",
    verificationStatus: "community",
    qualityScore: 63,
    isFree: true,
    status: "published",
    content: `<p>A single 4 x 8 foot raised bed is the best first garden I know. It's big enough to grow a real harvest, small enough to keep weeded, and it lets you control the soil from day one. Here is the plan I walk new gardeners through every spring.</p>
<h2>Pick the spot</h2>
<ul>
<li>Choose a place with at least <strong>6 to 8 hours of direct sun</strong>. Watch it for a full day before you build.</li>
<li>Stay within reach of a hose. If watering is a chore, it won't happen in July.</li>
<li>Keep the bed no wider than 4 feet so you can reach the middle from either side.</li>
</ul>
<h2>Build and fill</h2>
<ol>
<li>Use untreated cedar, larch, or galvanized steel. Avoid old railroad ties and salvaged wood of unknown origin.</li>
<li>Build it 10 to 12 inches deep. Lay cardboard on the ground inside the frame to smother grass.</li>
<li>Order the fill: a 4 x 8 x 1 foot bed holds 32 cubic feet, or about 1.2 cubic yards.</li>
<li>Fill with roughly 60 percent screened topsoil and 40 percent finished compost, mixed well. Bagged "raised bed mix" works but costs more at this volume.</li>
<li>Water the soil deeply and let it settle for a few days before planting.</li>
</ol>
<h2>A beginner planting plan</h2>
<p>Look up your average last frost date first. Cool-season crops go in a few weeks before it; warm-season crops go in after it.</p>
<ul>
<li><strong>Cool season:</strong> lettuce, spinach, radishes, peas on a small trellis</li>
<li><strong>Warm season:</strong> two cherry tomato plants on stakes at the north end so they don't shade the rest, bush beans, one zucchini (it needs about 3 x 3 feet)</li>
<li><strong>Herbs:</strong> basil, parsley, and chives along the edges</li>
</ul>
<h2>Keep it going</h2>
<ul>
<li>Water deeply at the base, about 1 inch a week including rain, rather than a little every day.</li>
<li>Mulch with straw or shredded leaves once plants are a few inches tall.</li>
<li>Replant lettuce and radishes every two to three weeks for a steady harvest.</li>
<li>Top up with 1 to 2 inches of compost each fall.</li>
</ul>
<p>Find your frost dates and a printable bed map at <a href="https://kwame-mensah.example.com/raised-bed-plan">kwame-mensah.example.com</a>.</p>`,
    methodology:
      "Based on the author's community garden workshops and ten seasons of beginner beds; not yet reviewed by a verified horticulture expert.",
    sourceUrl: "https://example.org/sources/raised-bed-vegetable-garden-starter-plan-for-beginners",
    imageUrl: "/images/demo/lists/home-3.svg",
    affiliateDisclosure: true,
    colorOptions: [],
    createdDaysAgo: 300,
    updatedDaysAgo: 120,
    lastVerifiedDaysAgo: null,
  },
  {
    slug: "backyard-composting-setup-a-cold-climate-checklist",
    title: "Backyard Composting Setup: A Cold-Climate Checklist",
    categorySlug: "home",
    expertHandle: "kwame-mensah",
    author: "Kwame Mensah",
    authorOrg: null,
    verificationStatus: "community",
    qualityScore: 52,
    isFree: true,
    status: "published",
    content: `<p>Composting doesn't stop in a cold climate, it just slows down. A pile that freezes solid in January will thaw and start working again in spring. The goal of this setup is to keep the pile active as long as possible in fall and to make winter additions easy.</p>
<h2>Choose and place the bin</h2>
<ul>
<li>A bin of at least 3 x 3 x 3 feet holds heat far better than a small tumbler.</li>
<li>Put it in a sunny, sheltered spot, ideally against a south-facing fence or wall.</li>
<li>Keep it close enough to the back door that you'll actually walk out in February.</li>
</ul>
<h2>Get the recipe right</h2>
<ol>
<li>Aim for roughly <strong>three parts "browns" to one part "greens"</strong> by volume.</li>
<li>Browns: dry leaves, shredded cardboard, straw, and paper egg cartons.</li>
<li>Greens: fruit and vegetable scraps, coffee grounds, and fresh grass clippings.</li>
<li>Keep it as damp as a wrung-out sponge. Squeeze a handful: a drop or two of water is right.</li>
<li>Leave out meat, dairy, oily food, and pet waste. They attract animals and don't break down well in a home pile.</li>
</ol>
<h2>Prepare for winter</h2>
<ul>
<li>In October, bag up a large supply of fall leaves. You'll need browns all winter.</li>
<li>Surround the bin with straw bales or line it with cardboard for insulation.</li>
<li>Turn the pile one last time before the first hard freeze.</li>
<li>Keep a lidded bucket by the back door and empty it onto the pile every week or two, covering each addition with leaves.</li>
</ul>
<h2>Spring restart</h2>
<ul>
<li>Once the pile thaws, turn it and mix in a fresh layer of browns.</li>
<li>Compost is ready when it is dark, crumbly, and smells like soil, usually 6 to 12 months after you start.</li>
</ul>
<p>More cold-climate tips are at <a href="https://kwame-mensah.example.com/winter-compost">kwame-mensah.example.com</a>.</p>`,
    methodology:
      "Written from the author's experience running compost bins through eight northern winters; ratios follow common extension-service guidance.",
    sourceUrl: "https://example.org/sources/backyard-composting-setup-a-cold-climate-checklist",
    imageUrl: "/images/demo/lists/home-3.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 150,
    updatedDaysAgo: 150,
    lastVerifiedDaysAgo: null,
  },
];
