/** What a contributor is told about a list someone else created: by the server when refusing, by the editor when opening it. */
export const NOT_YOUR_LIST = "You can only change lists you created. Ask an editor to change this one.";
