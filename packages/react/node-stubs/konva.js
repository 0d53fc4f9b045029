// What `#konva` is under the "node" condition: no Konva (Konva 9's Node entry requires the
// native `canvas` module). Only what this package touches while modules load: LayerGroup
// extends Konva.Group. Nothing is drawn on the server, so nothing else is reached.
class Node {}
const Konva = { Group: class Group extends Node {}, Filters: {}, stages: [] }
export default Konva
