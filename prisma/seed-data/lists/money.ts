import type { SeedList } from "../types";

// Demo lists: Money.
export const moneyLists: SeedList[] = [
  {
    slug: "emergency-fund-checklist-building-three-months-of-expenses",
    title: "Emergency Fund Checklist: Building Three Months of Expenses",
    categorySlug: "money",
    expertHandle: "tom-alvarez",
    author: "Tom Alvarez",
    authorOrg: null,
    verificationStatus: "verified",
    qualityScore: 93,
    isFree: true,
    status: "published",
    content: `<p>An emergency fund turns a car repair or a layoff from a crisis into an inconvenience. Three months of essential expenses is a solid first target for most households with steady income. This checklist takes you from a blank page to a funded account.</p>
<h2>Step 1: Find your number</h2>
<ol>
<li>List only essential monthly costs: rent or mortgage, utilities, groceries, insurance, transportation, childcare, minimum debt payments, and prescriptions.</li>
<li>Leave out things you'd cut in a real emergency, like dining out and streaming services.</li>
<li>Multiply the total by three. For example, <strong>$3,200 a month in essentials means a $9,600 target</strong>.</li>
<li>Aim higher, closer to six months, if you're self-employed, the only earner in your household, or work in a volatile industry.</li>
</ol>
<h2>Step 2: Open the right account</h2>
<ul>
<li>Use a high-yield savings account at an FDIC-insured bank or NCUA-insured credit union.</li>
<li>Keep it separate from your checking account, so it's out of sight but reachable within a day or two.</li>
<li>Don't invest your emergency fund in stocks. It needs to be there at full value during a downturn, which is exactly when layoffs happen.</li>
</ul>
<h2>Step 3: Fund it on autopilot</h2>
<ul>
<li>Set a first milestone of $1,000 and celebrate when you reach it.</li>
<li>Schedule an automatic transfer for the day after each payday.</li>
<li>Do the math on your timeline: $9,600 at $400 a month takes 24 months; at $600 a month it takes 16.</li>
<li>Send windfalls here first: tax refunds, bonuses, and cash gifts.</li>
<li>Cancel one unused subscription and redirect that amount.</li>
</ul>
<h2>Step 4: Use it, then refill it</h2>
<ul>
<li>Decide in advance what counts: job loss, medical bills, urgent home or car repairs.</li>
<li>Vacations, holiday gifts, and annual insurance premiums are predictable, so give them their own savings goals instead.</li>
<li>After you use the fund, pause extra debt payments until it's back to full.</li>
</ul>
<blockquote>If you carry high-interest credit card debt, build a starter fund of $1,000 to $2,000 first, then put extra money toward the debt before finishing the full three months.</blockquote>
<p>Calculate your target with the <a href="https://example.com/tom-alvarez/emergency-fund-calculator">emergency fund calculator</a>.</p>`,
    methodology:
      "Written by a fee-only financial planner from client case work; figures are illustrative and the checklist was reviewed by a second certified planner.",
    sourceUrl: "https://example.org/sources/emergency-fund-checklist-building-three-months-of-expenses",
    imageUrl: "/images/demo/lists/money-1.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 690,
    updatedDaysAgo: 4,
    lastVerifiedDaysAgo: 4,
  },
  {
    slug: "monthly-budget-review-a-30-minute-routine",
    title: "Monthly Budget Review: A 30-Minute Routine",
    categorySlug: "money",
    expertHandle: "tom-alvarez",
    author: "Tom Alvarez",
    authorOrg: null,
    verificationStatus: "verified",
    qualityScore: 89,
    isFree: true,
    status: "published",
    content: `<p>A budget only works if you look at it. This routine is designed to take 30 minutes on the first weekend of each month. Put it on your calendar as a recurring appointment, and if you share finances, do it together.</p>
<h2>Minutes 0 to 5: Gather</h2>
<ul>
<li>Open your checking, savings, and credit card accounts, or your budgeting app.</li>
<li>Download or sync last month's transactions.</li>
<li>Pull up last month's budget next to them.</li>
</ul>
<h2>Minutes 5 to 15: Categorize</h2>
<ol>
<li>Assign every transaction to a category. Don't agonize; "miscellaneous" is fine for anything under $10.</li>
<li>Flag anything unexpected: a price increase, a subscription you forgot, a duplicate charge.</li>
<li>Dispute any charge you don't recognize right away.</li>
</ol>
<h2>Minutes 15 to 20: Compare</h2>
<ul>
<li>Compare actual spending with the plan for each category.</li>
<li>Look for the <strong>two biggest gaps</strong>, not every small miss.</li>
<li>Ask why: was it a one-time event, or is the budget unrealistic?</li>
</ul>
<h2>Minutes 20 to 25: Adjust next month</h2>
<ul>
<li>Move money between categories to reflect reality. A budget you constantly miss isn't a budget.</li>
<li>Check the calendar for irregular costs coming up: birthdays, car registration, annual subscriptions.</li>
<li>Set aside a monthly amount for each irregular cost in a "sinking fund" so they stop being surprises.</li>
</ul>
<h2>Minutes 25 to 30: Check your goals</h2>
<ul>
<li>Note your savings balance, debt balances, and net worth in a simple spreadsheet row.</li>
<li>Confirm automatic transfers went through.</li>
<li>Write down one money win from the month.</li>
</ul>
<blockquote>The monthly review is a check-up, not a trial. If you overspent, adjust and move on; guilt doesn't balance anything.</blockquote>
<p>Use the <a href="https://example.com/tom-alvarez/monthly-review-template">monthly review template</a> to keep a running record.</p>`,
    methodology:
      "Routine refined with 45 coaching clients over two years; timings reflect the median time clients needed after their third review.",
    sourceUrl: "https://example.org/sources/monthly-budget-review-a-30-minute-routine",
    imageUrl: "/images/demo/lists/money-2.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 450,
    updatedDaysAgo: 70,
    lastVerifiedDaysAgo: 100,
  },
  {
    slug: "credit-card-payoff-plan-avalanche-vs-snowball-worksheet",
    title: "Credit Card Payoff Plan: Avalanche vs. Snowball Worksheet",
    categorySlug: "money",
    expertHandle: "tom-alvarez",
    author: "Tom Alvarez",
    authorOrg: "Alvarez Financial Planning",
    verificationStatus: "verified",
    qualityScore: 85,
    isFree: false,
    status: "published",
    content: `<p>Both the avalanche and snowball methods work. The avalanche method saves the most interest; the snowball method gives you faster wins, which keeps some people going. Fill in this worksheet and pick the one you'll actually stick with.</p>
<h2>Step 1: List every card</h2>
<p>For each card, write down the balance, the interest rate (APR), and the minimum payment. Here's an example:</p>
<ul>
<li>Card A: $1,200 balance, 24.99% APR</li>
<li>Card B: $4,800 balance, 19.99% APR</li>
<li>Card C: $2,500 balance, 29.99% APR</li>
</ul>
<h2>Step 2: Choose your order</h2>
<h3>Avalanche: highest rate first</h3>
<ul>
<li>Order for the example: Card C, then A, then B.</li>
<li>Pays the least total interest and usually finishes sooner.</li>
<li>Best if your highest-rate card doesn't have a huge balance, or if you're motivated by the numbers.</li>
</ul>
<h3>Snowball: smallest balance first</h3>
<ul>
<li>Order for the example: Card A, then C, then B.</li>
<li>Costs somewhat more in interest, but you close your first card sooner.</li>
<li>Best if you've started payoff plans before and lost steam.</li>
</ul>
<h2>Step 3: Run the plan</h2>
<ol>
<li>Pay the minimum on every card, every month, on time. Set up autopay for the minimums.</li>
<li>Decide on a fixed extra amount and send it to the first card on your list.</li>
<li>When that card hits zero, add its whole payment to the next card. That's the "roll-over" that speeds everything up.</li>
<li>Stop adding new charges. Remove saved cards from shopping sites if that helps.</li>
<li>Call each issuer and ask for a lower rate; mention your on-time payment history.</li>
</ol>
<h2>Should you use a balance transfer?</h2>
<ul>
<li>A 0% intro APR card can help if you can pay off the transferred balance before the intro period ends.</li>
<li>Expect a transfer fee, commonly 3 to 5 percent of the amount moved.</li>
<li>Divide the transferred balance by the number of intro months to get the payment you need.</li>
</ul>
<blockquote>Whichever method you choose, the extra payment matters more than the order. An extra $200 a month beats the perfect strategy with an extra $20.</blockquote>
<p>Enter your cards into the <a href="https://example.com/tom-alvarez/payoff-worksheet">interactive payoff worksheet</a> to compare both methods with your real numbers.</p>`,
    methodology:
      "Method comparison based on standard amortization math; the example and worksheet were checked by a second certified planner.",
    sourceUrl: "https://example.org/sources/credit-card-payoff-plan-avalanche-vs-snowball-worksheet",
    imageUrl: "/images/demo/lists/money-3.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 330,
    updatedDaysAgo: 130,
    lastVerifiedDaysAgo: 140,
  },
  {
    slug: "year-end-tax-prep-checklist-for-freelancers",
    title: "Year-End Tax Prep Checklist for Freelancers",
    categorySlug: "money",
    expertHandle: "tom-alvarez",
    author: "Tom Alvarez",
    authorOrg: "Alvarez Financial Planning",
    verificationStatus: "verified",
    qualityScore: 90,
    isFree: false,
    status: "published",
    content: `<p>For US freelancers, December is the last chance to make several moves that lower next spring's tax bill. Work through this checklist in early December so there's time to act. It's general guidance, not tax advice for your situation; a tax professional can confirm what applies to you.</p>
<h2>Income</h2>
<ol>
<li>Reconcile every invoice you were paid this year against your bank deposits.</li>
<li>Expect 1099-NEC forms from clients and 1099-K forms from payment platforms in January, but report all income whether or not you receive a form.</li>
<li>Estimate your net profit for the year: income minus business expenses.</li>
</ol>
<h2>Estimated taxes</h2>
<ul>
<li>Remember that self-employment tax is <strong>15.3%</strong> on most of your net earnings (applied to 92.35% of them), on top of income tax.</li>
<li>The fourth-quarter estimated payment is due around <strong>January 15</strong>. The others fall around April 15, June 15, and September 15.</li>
<li>To avoid an underpayment penalty, a common safe harbor is paying at least 100% of last year's total tax through estimates, or 110% if last year's adjusted gross income was over $150,000.</li>
</ul>
<h2>Deductions to document</h2>
<ul>
<li>Home office: the simplified method allows $5 per square foot for up to 300 square feet of space used regularly and exclusively for work.</li>
<li>Vehicle: keep a mileage log with date, destination, purpose, and miles. The IRS sets a standard mileage rate each year.</li>
<li>Equipment and software bought for the business, with receipts.</li>
<li>Health insurance premiums, if you weren't eligible for an employer plan.</li>
<li>Professional fees, subscriptions, and continuing education.</li>
</ul>
<h2>Moves to consider before December 31</h2>
<ul>
<li>Buy needed equipment now rather than in January, if cash flow allows.</li>
<li>Open a retirement plan. SEP IRA contributions can be made up to your filing deadline, but some Solo 401(k) contributions depend on having the plan set up by year-end.</li>
<li>Ask whether delaying a December invoice until January makes sense for your bracket.</li>
</ul>
<h2>Set up next year</h2>
<ul>
<li>Open a separate business checking account if you haven't already.</li>
<li>Move a fixed percentage of every payment, often 25 to 30 percent, into a tax savings account.</li>
</ul>
<p>Download the <a href="https://example.com/tom-alvarez/freelancer-tax-organizer">freelancer tax organizer</a> to hand to your preparer.</p>`,
    methodology:
      "Checked against IRS guidance for self-employed taxpayers for the current filing season; reviewed by an enrolled agent. Rules change yearly, so the list is re-verified each November.",
    sourceUrl: "https://example.org/sources/year-end-tax-prep-checklist-for-freelancers",
    imageUrl: "/images/demo/lists/money-1.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 580,
    updatedDaysAgo: 280,
    lastVerifiedDaysAgo: 300,
  },
  {
    slug: "rent-vs-buy-decision-checklist-10-numbers-to-run-first",
    title: "Rent vs. Buy Decision Checklist: 10 Numbers to Run First",
    categorySlug: "money",
    expertHandle: null,
    author: null,
    authorOrg: "Household Finance Lab",
    verificationStatus: "community",
    qualityScore: 63,
    isFree: true,
    status: "published",
    content: `<p>Buying a home isn't automatically better than renting. It depends on prices where you live, how long you'll stay, and what else your money could be doing. Run these ten numbers before you start touring open houses.</p>
<h2>The market</h2>
<ol>
<li><strong>Price-to-rent ratio.</strong> Divide the price of a typical home by a year's rent on a similar one. A rough rule of thumb: under 15 leans toward buying, over 20 leans toward renting.</li>
<li><strong>How long you'll stay.</strong> Buying and selling costs are high, so buying usually needs about five years or more to come out ahead.</li>
</ol>
<h2>Upfront costs</h2>
<ol>
<li><strong>Down payment.</strong> Putting 20 percent down on a conventional loan avoids private mortgage insurance (PMI).</li>
<li><strong>Closing costs,</strong> typically 2 to 5 percent of the purchase price.</li>
<li><strong>Emergency fund after closing.</strong> Don't let the down payment empty your savings; keep at least three months of expenses.</li>
</ol>
<h2>Ongoing costs</h2>
<ol>
<li><strong>Monthly payment.</strong> Principal, interest, property taxes, and insurance together. Many lenders prefer that housing costs stay under about 28 percent of gross income.</li>
<li><strong>Maintenance,</strong> commonly estimated at 1 to 2 percent of the home's value each year.</li>
<li><strong>HOA fees and special assessments,</strong> if the property has them.</li>
</ol>
<h2>The comparison</h2>
<ol>
<li><strong>Opportunity cost.</strong> Estimate what the down payment might earn if invested instead.</li>
<li><strong>Selling costs.</strong> Agent commissions, transfer taxes, and repairs when you eventually sell often add up to several percent of the price.</li>
</ol>
<blockquote>If the numbers come out close, let the non-financial questions decide: how much you value stability, whether you want to renovate, and how certain your job and family plans are over the next five years.</blockquote>
<p>Plug all ten numbers into the <a href="https://example.org/tools/rent-vs-buy">rent vs. buy calculator</a> and compare the five- and ten-year totals.</p>`,
    methodology:
      "Prepared by a volunteer research group from common housing-finance rules of thumb; figures are general US estimates and the list has not been reviewed by a verified expert.",
    sourceUrl: "https://example.org/sources/rent-vs-buy-decision-checklist-10-numbers-to-run-first",
    imageUrl: "/images/demo/lists/money-2.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 250,
    updatedDaysAgo: 250,
    lastVerifiedDaysAgo: null,
  },
  {
    slug: "401k-rollover-checklist-for-when-you-change-jobs",
    title: "401(k) Rollover Checklist for When You Change Jobs",
    categorySlug: "money",
    expertHandle: "tom-alvarez",
    author: "Tom Alvarez",
    authorOrg: null,
    verificationStatus: "verified",
    qualityScore: 88,
    isFree: false,
    status: "published",
    content: `<p>When you leave a job, your old 401(k) doesn't have to follow you right away, but it shouldn't be forgotten either. This checklist walks through your four options and the steps to move the money without triggering taxes by accident.</p>
<h2>Before you leave</h2>
<ul>
<li>Check your <strong>vesting schedule</strong>. Unvested employer contributions are forfeited when you leave; a few extra weeks can sometimes make a difference.</li>
<li>If you have a 401(k) loan, find out when it becomes due after you leave. An unpaid balance is generally treated as a distribution, though you may have until your tax filing deadline to roll over that amount.</li>
<li>Download your latest statement and note which money is pre-tax and which is Roth.</li>
</ul>
<h2>Your four options</h2>
<ol>
<li><strong>Leave it in the old plan.</strong> Often allowed for balances above a few thousand dollars. Fine if the plan has low fees and good funds.</li>
<li><strong>Roll it into your new employer's plan.</strong> Keeps everything in one place, if the new plan accepts roll-ins.</li>
<li><strong>Roll it into an IRA.</strong> Usually the widest investment choice; compare fees before you pick a provider.</li>
<li><strong>Cash it out.</strong> Generally the most expensive choice: income tax plus a 10 percent penalty if you're under 59 1/2, unless an exception applies.</li>
</ol>
<h2>How to roll over safely</h2>
<ul>
<li>Ask for a <strong>direct rollover</strong>, where the money goes straight to the new plan or IRA. No tax is withheld.</li>
<li>Avoid an indirect rollover if you can. The old plan withholds 20 percent for taxes, and you must deposit the full amount, including the withheld part, within 60 days to avoid tax on it.</li>
<li>Keep account types matched: pre-tax money to a traditional IRA or 401(k), Roth money to a Roth IRA or Roth 401(k).</li>
<li>Open the receiving account before you request the rollover, and get its exact payee details.</li>
</ul>
<h2>After the transfer</h2>
<ul>
<li>Confirm the money arrived and is invested, not sitting in cash.</li>
<li>Update beneficiaries on the new account.</li>
<li>Keep the rollover paperwork; you'll receive a Form 1099-R that should show a non-taxable rollover.</li>
</ul>
<p>Compare plan fees with the <a href="https://example.com/tom-alvarez/rollover-fee-comparison">rollover fee comparison sheet</a>.</p>`,
    methodology:
      "Based on IRS rollover rules and plan documents from 12 employer plans; reviewed by a certified planner. This is general education, not individual advice.",
    sourceUrl: "https://example.org/sources/401k-rollover-checklist-for-when-you-change-jobs",
    imageUrl: "/images/demo/lists/money-3.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 120,
    updatedDaysAgo: 22,
    lastVerifiedDaysAgo: 22,
  },
];
